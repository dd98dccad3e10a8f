// The local page's entry (see boot.ts).

import { boot } from '../boot';
import { startLocalPage } from '../local';

boot(startLocalPage);
