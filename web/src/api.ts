// The server's HTTP API (docs/api.md), typed.

import type { Color } from './board';
import { t } from './i18n';

export interface PlayedMove {
  uci: string;
  san: string;
}

export interface Outcome {
  winner: Color | null;
  reason: string;
}

export interface Claims {
  threefold: boolean;
  fiftyMoves: boolean;
}

export interface ClockState {
  initial: number;
  increment: number;
  white: number;
  black: number;
  running: Color | null;
}

export interface PlayerView {
  kind: 'human' | 'computer';
  level?: number;
  joined: boolean;
  online: boolean;
}

export interface GameView {
  id: string;
  variant: string;
  status: 'waiting' | 'playing' | 'finished' | 'aborted';
  opponent: 'friend' | 'seek' | 'computer';
  initialFen: string | null;
  fen: string;
  turn: Color;
  ply: number;
  moves: PlayedMove[];
  lastMove: string | null;
  check: boolean;
  dests: Record<string, string[]>;
  claims: Claims;
  clock: ClockState | null;
  players: Record<Color, PlayerView>;
  offers: { draw: Color | null; takeback: Color | null; rematch: Color | null };
  outcome: Outcome | null;
  rematch: string | null;
  n: number;
  you?: { color: Color; url: string } | null;
}

export interface RulesAnswer {
  variant: string;
  fen: string;
  turn: Color;
  dests: Record<string, string[]>;
  moves: PlayedMove[];
  lastMove: string | null;
  check: boolean;
  outcome: Outcome | null;
  claims: Claims;
  legal: string[];
}

/** One thing wrong with a position (POST /api/position). */
export interface PositionProblem {
  /** Stable code: the page shows `position-problem-<code>`. */
  code: string;
  color: Color | null;
  square: string | null;
  count: number | null;
  error: string;
}

/** The rules' verdict on a position text (POST /api/position). */
export interface PositionAnswer {
  variant: string;
  valid: boolean;
  fen: string | null;
  turn: Color | null;
  check: boolean;
  outcome: Outcome | null;
  problems: PositionProblem[];
}

export interface SeatAnswer {
  id: string;
  color: Color;
  seat: string;
  url: string;
  inviteUrl?: string;
  socket: string;
  rejoined?: boolean;
}

export interface Seek {
  id: string;
  variant: string;
  color: Color | 'random';
  clock: { initial: number; increment: number } | null;
  fen: string | null;
  own: boolean;
  createdAt: number;
}

export interface Counts {
  players: number;
  games: number;
  seeks: number;
}

export interface StatsAnswer {
  variants: {
    variant: string;
    games: number;
    whiteWins: number;
    blackWins: number;
    draws: number;
    whitePct: number;
    blackPct: number;
    drawPct: number;
    reasons: Record<string, number>;
  }[];
  total: number;
}

/** A shipped puzzle (GET /api/puzzles/{variant}/next). */
export interface Puzzle {
  id: string;
  variant: string;
  fen: string;
  /** The solver's moves and the replies, alternating, UCI text. */
  moves: string[];
  goal: string;
  difficulty: 'easy' | 'medium' | 'hard';
  /** The game played on the site the puzzle was found in (`/game/{id}`), or null for one mined from self-play. */
  game: string | null;
}

/** A game this browser holds a seat in (GET /api/my-games). */
export interface MyGame {
  id: string;
  variant: string;
  status: GameView['status'];
  opponent: GameView['opponent'];
  color: Color;
  url: string;
  level: number | null;
  opponentJoined: boolean;
  clock: { initial: number; increment: number } | null;
  plies: number;
  turn: Color;
  yourTurn: boolean;
  outcome: Outcome | null;
  activeAt: number;
  endedAt: number | null;
}

/**
 * A refusal from the server: `code` is the stable error code the page
 * translates (docs/api.md), `message` the server's English words for logs;
 * status 0 and code `network` when the server could not be reached.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string = status === 0 ? 'network' : 'bad-request',
    /** For a refused list of moves: the number (1 for the first) of the move refused. */
    readonly ply: number | null = null,
  ) {
    super(message);
  }
}

/** The words to show for an error: the translation of its code. */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return t('error-network');
  const text = t(`error-code-${error.code}`);
  return text === `error-code-${error.code}` ? t('error-code-bad-request') : text;
}

async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('network', 0);
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  if (!response.ok) {
    const body = json as { error?: string; code?: string; ply?: number } | null;
    const message = body?.error ?? `${response.status} ${response.statusText}`;
    const code = body?.code ?? (response.status === 404 ? 'no-game' : 'bad-request');
    throw new ApiError(message, response.status, code, typeof body?.ply === 'number' ? body.ply : null);
  }
  return json as T;
}

export const api = {
  rules: (variant: string, fen: string | null, moves: string[]) =>
    call<RulesAnswer>('POST', '/api/rules', { variant, fen, moves }),
  position: (variant: string, fen: string) => call<PositionAnswer>('POST', '/api/position', { variant, fen }),
  createGame: (body: {
    variant: string;
    /** The start position (null: the standard start). */
    fen?: string | null;
    color: Color | 'random';
    opponent: 'friend' | 'seek' | 'computer';
    level?: number | null;
    clock?: { initial: number; increment: number } | null;
  }) => call<SeatAnswer>('POST', '/api/games', { fen: null, ...body }),
  join: (id: string) => call<SeatAnswer>('POST', `/api/games/${encodeURIComponent(id)}/join`),
  decline: (id: string) => call<null>('POST', `/api/games/${encodeURIComponent(id)}/decline`),
  game: (id: string, seat?: string) =>
    call<GameView>('GET', `/api/games/${encodeURIComponent(id)}${seat ? `/${encodeURIComponent(seat)}` : ''}`),
  lobby: () => call<{ seeks: Seek[]; counts: Counts }>('GET', '/api/lobby'),
  myGames: () => call<{ games: MyGame[] }>('GET', '/api/my-games'),
  stats: () => call<StatsAnswer>('GET', '/api/stats'),
  nextPuzzle: (variant: string, after: string | null) =>
    call<Puzzle>('GET', `/api/puzzles/${encodeURIComponent(variant)}/next${after ? `?after=${encodeURIComponent(after)}` : ''}`),
  puzzle: (variant: string, id: string) =>
    call<Puzzle>('GET', `/api/puzzles/${encodeURIComponent(variant)}/${encodeURIComponent(id)}`),
};

/** The WebSocket address of a path on this site. */
export function socketUrl(path: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}`;
}
