// The arena page's entry (see boot.ts).

import { boot } from '../boot';
import { startArenaPage } from '../arena';

boot(startArenaPage);
