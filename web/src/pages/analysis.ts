// The analysis page's entry (see boot.ts).

import { boot } from '../boot';
import { startAnalysisPage } from '../analysis';

boot(startAnalysisPage);
