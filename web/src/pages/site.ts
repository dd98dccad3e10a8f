// The site page's entry (see boot.ts).

import { boot } from '../boot';

boot(() => {});
