// The server's HTTP API (docs/api.md), typed.

import type { Color } from './board';

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
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
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
    const message = (json as { error?: string } | null)?.error ?? `${response.status} ${response.statusText}`;
    throw new ApiError(message, response.status);
  }
  return json as T;
}

export const api = {
  rules: (variant: string, fen: string | null, moves: string[]) =>
    call<RulesAnswer>('POST', '/api/rules', { variant, fen, moves }),
  createGame: (body: {
    variant: string;
    color: Color | 'random';
    opponent: 'friend' | 'seek' | 'computer';
    level?: number | null;
    clock?: { initial: number; increment: number } | null;
  }) => call<SeatAnswer>('POST', '/api/games', { fen: null, ...body }),
  join: (id: string) => call<SeatAnswer>('POST', `/api/games/${encodeURIComponent(id)}/join`),
  game: (id: string, seat?: string) =>
    call<GameView>('GET', `/api/games/${encodeURIComponent(id)}${seat ? `/${encodeURIComponent(seat)}` : ''}`),
  lobby: () => call<{ seeks: Seek[]; counts: Counts }>('GET', '/api/lobby'),
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
