// The profile page's entry (see boot.ts).

import { boot } from '../boot';
import { startProfilePage } from '../profile';

boot(() => startProfilePage());
