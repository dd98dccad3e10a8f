// The arena's shapes on the wire (docs/api.md "Arenas", docs/protocol.md
// "/ws/tournament/{id}"), as the server's arena types (protocol/arena.rs)
// give them: times are Unix milliseconds, durations seconds.

import type { ClockSpec, ErrorCode, Side, VariantName } from './api';

export type ArenaStatus = 'created' | 'started' | 'finished';

/** An arena in a list (GET /api/tournaments). */
export interface ArenaCard {
  id: string;
  variant: VariantName;
  clock: ClockSpec;
  minutes: number;
  status: ArenaStatus;
  startsAt: number;
  endsAt: number;
  secondsToStart: number;
  secondsLeft: number;
  rated: boolean;
  private: boolean;
  players: number;
  /** The schedule that made it; null for an arena by link. */
  schedule: string | null;
  createdBy: string | null;
  winner: string | null;
}

export interface ArenaList {
  upcoming: ArenaCard[];
  running: ArenaCard[];
  finished: ArenaCard[];
}

/** One line of the standings. */
export interface StandingRow {
  rank: number;
  name: string;
  /** "1500?" while provisional. */
  rating: string;
  score: number;
  /** On fire: the next win counts double. */
  fire: boolean;
  /** The points of each game, oldest first, one digit a game. */
  sheet: string;
  /** For each digit of `sheet`, whether it was scored on fire. */
  doubled: boolean[];
  games: number;
  performance: number | null;
  paused: boolean;
  playing: boolean;
}

export interface Standings {
  rows: StandingRow[];
  page: number;
  pages: number;
}

/** The asker's own game now in the arena. */
export interface ArenaSeat {
  id: string;
  url: string;
  color: Side;
  opponent: string;
}

/** The game the arena shows. */
export interface ArenaGame {
  id: string;
  url: string;
  white: string;
  black: string;
}

export interface PodiumPlace {
  rank: number;
  name: string;
  score: number;
  games: number;
  wins: number;
  performance: number | null;
}

/** The arena as a whole at its end; shares from 0 to 1. */
export interface ArenaSummary {
  games: number;
  whiteWins: number;
  blackWins: number;
  draws: number;
  berserkRate: number;
  averageRating: number | null;
}

export interface ArenaCounts {
  players: number;
  playing: number;
  games: number;
}

/** GET /api/tournaments/{id}. */
export interface ArenaAnswer extends ArenaCard {
  standings: Standings;
  counts: ArenaCounts;
  me: StandingRow | null;
  named: boolean;
  myGame: ArenaSeat | null;
  featured: ArenaGame | null;
  podium: PodiumPlace[];
  summary: ArenaSummary | null;
}

/** POST /api/tournaments. */
export interface CreateArena {
  variant: VariantName;
  clock: ClockSpec;
  minutes: number;
  /** Unix milliseconds; none for now. */
  startsAt?: number | null;
  rated?: boolean;
  private?: boolean;
}

export interface ArenaCreated {
  id: string;
  url: string;
}

/** What the arena's socket says. */
export type ArenaOut =
  | {
      t: 'standings';
      status: ArenaStatus;
      secondsToStart: number;
      secondsLeft: number;
      standings: Standings;
      me: StandingRow | null;
      counts: ArenaCounts;
      featured: ArenaGame | null;
      podium: PodiumPlace[];
    }
  | { t: 'game'; game: ArenaSeat }
  | { t: 'error'; code: ErrorCode; error: string }
  | { t: 'pong' };

export type ArenaIn = { t: 'page'; page: number } | { t: 'ping' };
