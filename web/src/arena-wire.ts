// The arena's shapes on the wire (docs/api.md "Arenas", docs/protocol.md
// "/ws/tournament/{id}"), as the pages read them.

import type { ClockSpec, VariantName } from './api';

export type ArenaStatus = 'scheduled' | 'running' | 'finished';

/** One line of the standings. */
export interface ArenaRow {
  rank: number;
  name: string;
  rating: number;
  score: number;
  /** Two wins in a row: the next win counts double. */
  fire: boolean;
  /** The points of the last games, oldest first, one digit each. */
  sheet: string;
  /** Paused (or withdrawn): not paired until they join again. */
  paused?: boolean;
}

export interface ArenaStandings {
  rows: ArenaRow[];
  page: number;
  pages: number;
}

/** An arena in the list (GET /api/tournaments). */
export interface ArenaSummary {
  id: string;
  variant: VariantName;
  clock: ClockSpec;
  minutes: number;
  rated: boolean;
  status: ArenaStatus;
  /** Unix seconds. */
  startsAt: number;
  players: number;
  /** Scheduled by the site (false: made by a player, by link). */
  scheduled: boolean;
  /** The winner of a finished arena. */
  winner?: string | null;
}

export interface ArenaList {
  arenas: ArenaSummary[];
}

export interface ArenaSummaryFigures {
  games: number;
  whiteWins: number;
  blackWins: number;
  draws: number;
  berserks: number;
  averageRating: number;
}

/** GET /api/tournaments/{id}. */
export interface ArenaView {
  id: string;
  variant: VariantName;
  clock: ClockSpec;
  minutes: number;
  rated: boolean;
  status: ArenaStatus;
  startsAt: number;
  secondsToStart: number;
  secondsLeft: number;
  players: number;
  standings: ArenaStandings;
  /** This browser's player's line, when they joined. */
  me: ArenaRow | null;
  /** This player's game now (its seat address), if any. */
  myGame: string | null;
  /** The game the arena shows: the best ranked game being played. */
  featured: { id: string; white: string; black: string } | null;
  /** The first three at the end. */
  podium: ArenaRow[] | null;
  summary: ArenaSummaryFigures | null;
}

export interface CreateArena {
  variant: VariantName;
  clock: ClockSpec;
  minutes: number;
  /** Unix seconds. */
  startsAt: number;
  rated: boolean;
  private?: boolean;
}

/** What the arena's socket says. */
export type ArenaOut =
  | { t: 'standings'; standings: ArenaStandings; me: ArenaRow | null; players: number }
  | { t: 'status'; status: ArenaStatus; secondsToStart: number; secondsLeft: number }
  | { t: 'featured'; featured: ArenaView['featured'] }
  | { t: 'game'; url: string }
  | { t: 'end'; podium: ArenaRow[]; summary: ArenaSummaryFigures | null }
  | { t: 'error'; code: string; error: string }
  | { t: 'pong' };

export type ArenaIn = { t: 'ping' };
