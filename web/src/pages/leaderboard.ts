// The leaderboard page's entry (see boot.ts).

import { boot } from '../boot';
import { startLeaderboardPage } from '../profile';

boot(() => startLeaderboardPage());
