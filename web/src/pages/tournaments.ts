// The arenas list page's entry (see boot.ts).

import { boot } from '../boot';
import { startArenasPage } from '../arenas';

boot(() => startArenasPage());
