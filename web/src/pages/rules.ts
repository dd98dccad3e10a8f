// The rules page's entry (see boot.ts).

import { boot } from '../boot';
import { startRulesPage } from '../rules';

boot(() => startRulesPage());
