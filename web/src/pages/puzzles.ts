// The puzzles page's entry (see boot.ts).

import { boot } from '../boot';
import { startPuzzlesPage } from '../puzzles';

boot(startPuzzlesPage);
