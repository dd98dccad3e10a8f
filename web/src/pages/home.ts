// The home page's entry (see boot.ts).

import { boot } from '../boot';
import { startHomePage } from '../home';

boot(() => startHomePage());
