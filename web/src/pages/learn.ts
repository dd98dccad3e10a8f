// The learn page's entry (see boot.ts).

import { boot } from '../boot';
import { startLessonsPage } from '../lessons';

boot(startLessonsPage);
