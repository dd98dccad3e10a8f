// The stats page's entry (see boot.ts).

import { boot } from '../boot';
import { startStatsPage } from '../stats';

boot(() => startStatsPage());
