// The game page's entry (see boot.ts).

import { boot } from '../boot';
import { startOnlinePage } from '../online';

boot(startOnlinePage);
