// TV's entry (see boot.ts).

import { boot } from '../boot';
import { startTv } from '../tv';

boot(startTv);
