// The player page's entry (see boot.ts).

import { boot } from '../boot';
import { startPlayerPage } from '../players';

boot(() => startPlayerPage());
