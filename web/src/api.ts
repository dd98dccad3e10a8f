// The server's HTTP API (docs/api.md), typed.

import { t, tIfAny } from './i18n';

import type {
  CreateGame,
  ErrorBody,
  ErrorCode,
  ExplorerAnswer,
  GameAnswer,
  GameMoves,
  LobbyAnswer,
  MoveWhy,
  MyGamesAnswer,
  PositionAnswer,
  PositionRequest,
  PushKeyAnswer,
  PushSubscribe,
  PushUnsubscribe,
  PuzzleView,
  RulesAnswer,
  SeatAnswer,
  StatsAnswer,
  VariantName,
} from './generated';

// Every shape on the wire is generated from the server's Rust types
// (web/src/generated/, docs/protocol.md says how); this module only calls.
export type * from './generated';

/** Every game, each once: the compiler says so when the server gains or loses one. */
const VARIANTS: Record<VariantName, true> = { chess: true, kingofthehill: true, racingkings: true, lielow: true };

function isVariant(text: string): text is VariantName {
  return Object.prototype.hasOwnProperty.call(VARIANTS, text);
}

/** Reads a game's name from a page or from storage; null for any other text. */
export function variantName(text: string | null | undefined): VariantName | null {
  return text && isVariant(text) ? text : null;
}

/** Every error code, each once (checked against the generated type as VARIANTS is). */
const ERROR_CODES: Record<ErrorCode, true> = {
  'bad-request': true,
  'no-game': true,
  'wrong-seat': true,
  'no-open-seat': true,
  conflict: true,
  'too-large': true,
  'uri-too-long': true,
  'headers-too-large': true,
  unavailable: true,
  'unknown-address': true,
  'bad-message': true,
  'not-your-turn': true,
  'illegal-move': true,
  'stale-move': true,
  'not-a-player': true,
  'not-playing': true,
  'no-offer': true,
  'no-claim': true,
  'cannot-abort': true,
  'cannot-takeback': true,
  'not-claimable': true,
  'rate-limited': true,
  'unfinished-games': true,
  'open-seeks': true,
  'open-invitations': true,
  storage: true,
  'bad-pgn': true,
  'unknown-variant': true,
  'no-puzzle': true,
  'bad-position': true,
  'position-over': true,
  'bad-clock': true,
  'bad-level': true,
  'too-many-moves': true,
  'not-this-site': true,
  'name-length': true,
  'name-characters': true,
  'name-reserved': true,
  'name-taken': true,
  'already-named': true,
  'no-name': true,
  'no-player': true,
  'wrong-key': true,
  'no-device': true,
  'rated-needs-clock': true,
  'rated-not-computer': true,
  'out-of-range': true,
  'chat-empty': true,
  'chat-too-long': true,
  'chat-control': true,
  'chat-flood': true,
  'chat-repeated': true,
  'chat-presets-only': true,
  'chat-full': true,
  'no-arena': true,
  'arena-length': true,
  'arena-start': true,
  'arena-joined': true,
  'arena-over': true,
  'not-in-arena': true,
  'berserk-moved': true,
  'not-arena': true,
  'in-arena': true,
  'arena-limit': true,
  'wrong-token': true,
  'not-a-bot': true,
  'bot-account': true,
  'no-challenge': true,
  'not-finished': true,
};

function isErrorCode(text: string): text is ErrorCode {
  return Object.prototype.hasOwnProperty.call(ERROR_CODES, text);
}

/** Every reason a move is refused for (checked as ERROR_CODES is). */
const MOVE_WHYS: Record<MoveWhy, true> = {
  'not-a-move': true,
  'game-over': true,
  'no-piece': true,
  ambiguous: true,
  'in-check': true,
  pinned: true,
  'king-attacked': true,
  'hill-attacked': true,
  'gives-check': true,
  castling: true,
  'not-this-way': true,
};

function isMoveWhy(text: string): text is MoveWhy {
  return Object.prototype.hasOwnProperty.call(MOVE_WHYS, text);
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
    readonly code: ErrorCode | 'network' = status === 0 ? 'network' : 'bad-request',
    /** For a refused list of moves: the number (1 for the first) of the move refused. */
    readonly ply: number | null = null,
    /** For a refusal because of games the visitor holds: their ids. */
    readonly games: string[] = [],
    /** With `ply`: why that move is not legal. */
    readonly why: MoveWhy | null = null,
  ) {
    super(message);
  }
}

/** The words to show for an error: the translation of its code. */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return t('error-network');
  return tIfAny(`error-code-${error.code}`) ?? t('error-code-bad-request');
}

/** An HTTP error answer's body, when it has the shape the server gives every one. */
function errorBody(json: unknown): ErrorBody | null {
  if (typeof json !== 'object' || json === null || !('code' in json) || !('error' in json)) return null;
  const { code, error } = json;
  if (typeof code !== 'string' || !isErrorCode(code) || typeof error !== 'string') return null;
  const ply = 'ply' in json && typeof json.ply === 'number' ? json.ply : undefined;
  const games = 'games' in json && Array.isArray(json.games) ? json.games.filter((id): id is string => typeof id === 'string') : undefined;
  const why = 'why' in json && typeof json.why === 'string' && isMoveWhy(json.why) ? json.why : undefined;
  return { code, error, ply, games, why };
}

/**
 * Calls the server and reads its answer as `T`, the generated type of that
 * route's answer: the one place where the client takes the server's word
 * for a shape (both sides are the same Rust type; a test keeps them in step).
 */
export async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
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
  if (!response.ok) {
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    const refusal = errorBody(json);
    const message = refusal?.error ?? `${response.status} ${response.statusText}`;
    const code = refusal?.code ?? (response.status === 404 ? 'no-game' : 'bad-request');
    throw new ApiError(message, response.status, code, refusal?.ply ?? null, refusal?.games ?? [], refusal?.why ?? null);
  }
  return answer<T>(text);
}

/**
 * The server's answer as the type its route is generated with (an empty
 * answer, such as 204, is null). Not checked field by field: the server
 * writes it from the same Rust type, and CI fails if the two drift.
 */
function answer<T>(text: string): T {
  try {
    return JSON.parse(text || 'null');
  } catch {
    throw new ApiError('the server answered something that is not JSON', 502);
  }
}

export const api = {
  rules: (variant: VariantName, fen: string | null, moves: string[]) => call<RulesAnswer>('POST', '/api/rules', { variant, fen, moves } satisfies GameMoves),
  position: (variant: VariantName, fen: string) => call<PositionAnswer>('POST', '/api/position', { variant, fen } satisfies PositionRequest),
  createGame: (body: CreateGame) => call<SeatAnswer>('POST', '/api/games', body),
  join: (id: string) => call<SeatAnswer>('POST', `/api/games/${encodeURIComponent(id)}/join`),
  decline: (id: string) => call<null>('POST', `/api/games/${encodeURIComponent(id)}/decline`),
  cancel: (id: string) => call<null>('POST', `/api/games/${encodeURIComponent(id)}/cancel`),
  game: (id: string, seat?: string) => call<GameAnswer>('GET', `/api/games/${encodeURIComponent(id)}${seat ? `/${encodeURIComponent(seat)}` : ''}`),
  lobby: () => call<LobbyAnswer>('GET', '/api/lobby'),
  myGames: () => call<MyGamesAnswer>('GET', '/api/my-games'),
  pushKey: () => call<PushKeyAnswer>('GET', '/api/push'),
  pushSubscribe: (body: PushSubscribe) => call<null>('POST', '/api/push/subscription', body),
  pushUnsubscribe: (body: PushUnsubscribe) => call<null>('DELETE', '/api/push/subscription', body),
  stats: () => call<StatsAnswer>('GET', '/api/stats'),
  explorer: (variant: VariantName, fen: string) => call<ExplorerAnswer>('GET', `/api/explorer/${encodeURIComponent(variant)}?fen=${encodeURIComponent(fen)}`),
  nextPuzzle: (variant: VariantName, after: string | null) =>
    call<PuzzleView>('GET', `/api/puzzles/${encodeURIComponent(variant)}/next${after ? `?after=${encodeURIComponent(after)}` : ''}`),
  puzzle: (variant: VariantName, id: string) => call<PuzzleView>('GET', `/api/puzzles/${encodeURIComponent(variant)}/${encodeURIComponent(id)}`),
};

/** The WebSocket address of a path on this site. */
export function socketUrl(path: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${path}`;
}
