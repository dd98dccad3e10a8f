// The analysis board's requests and storage: positions from POST
// /api/rules, the opening explorer's figures, games of this site and of this browser, a stored review,
// a pasted PGN read by the server, and reviews kept in localStorage.
// Answers come back typed (or as words for the page to show); the ctrl
// holds them.

import { api, ApiError, errorText } from './api';
import type { ExplorerAnswer, MoveView, PgnError, PgnGame, Review, VariantName } from './generated';
import type { Position } from './analysis-tree';
import { loadLocalGame } from './storage';
import { t } from './i18n';

const REVIEW_KEY = 'regalia.review.';

/** The position after `moves` from the start `fen` (null: the standard one). */
export async function fetchPosition(variant: VariantName, fen: string | null, moves: string[]): Promise<{ position: Position; san: string | null }> {
  const a = await api.rules(variant, fen, moves);
  const last = a.moves[a.moves.length - 1];
  return {
    position: { fen: a.fen, turn: a.turn, dests: a.outcome ? {} : a.dests, check: a.check, lastMove: a.lastMove, outcome: a.outcome },
    san: last?.san ?? null,
  };
}

/** The opening explorer's figures for `fen`, or why not: no network, or the server's words. */
export async function fetchExplorer(variant: VariantName, fen: string): Promise<ExplorerAnswer | { offline: boolean; error: string }> {
  try {
    return await api.explorer(variant, fen);
  } catch (error) {
    return { offline: !(error instanceof ApiError) || error.status === 0, error: errorText(error) };
  }
}

/** Words for a position that could not be had. */
export function positionError(error: unknown): string {
  return error instanceof ApiError && error.status === 400 ? t('analysis-error-bad-position') : errorText(error);
}

export interface LoadedGame {
  variant: VariantName;
  fen: string | null;
  moves: MoveView[];
}

/** A finished game of this site, or words saying why not. */
export async function loadOnlineGame(id: string): Promise<LoadedGame | { error: string }> {
  try {
    const game = await api.game(id);
    if (game.status !== 'finished' && game.status !== 'aborted') return { error: t('analysis-error-not-over') };
    return { variant: game.variant, fen: game.initialFen, moves: game.moves };
  } catch (error) {
    return { error: errorText(error) };
  }
}

/** A game of this browser (same-device play), replayed by the rules. */
export async function loadLocal(id: string): Promise<LoadedGame | { error: string }> {
  const game = loadLocalGame(id);
  if (!game) return { error: t('error-no-such-game') };
  try {
    const answer = await api.rules(game.variant, game.fen ?? null, game.moves);
    return { variant: game.variant, fen: game.fen ?? null, moves: answer.moves };
  } catch (error) {
    return { error: errorText(error) };
  }
}

/** A finished game's review made before (by anyone), if there is one. */
export async function fetchStoredReview(id: string): Promise<Review | null> {
  try {
    const response = await fetch(`/api/analysis/review/${encodeURIComponent(id)}`, { credentials: 'same-origin' });
    return response.ok ? ((await response.json()) as Review) : null;
  } catch {
    // None kept, or not reachable: the Review button makes one.
    return null;
  }
}

export function keepLocalReview(local: string, review: Review): void {
  try {
    localStorage.setItem(REVIEW_KEY + local, JSON.stringify(review));
  } catch {
    /* not kept */
  }
}

export function localReview(local: string): Review | null {
  try {
    const text = localStorage.getItem(REVIEW_KEY + local);
    return text ? (JSON.parse(text) as Review) : null;
  } catch {
    return null;
  }
}

/** A pasted PGN read by the server: the game, or words saying where it went wrong. */
export async function readPgn(text: string): Promise<PgnGame | { error: string }> {
  let response: Response;
  try {
    response = await fetch('/api/analysis/pgn', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ pgn: text }), credentials: 'same-origin' });
  } catch {
    return { error: t('error-network') };
  }
  const body: PgnGame | PgnError | null = await response.json().catch(() => null);
  if (response.ok && body && 'variant' in body) return body;
  if (body && 'kind' in body) return { error: t(`analysis-pgn-${body.kind}`, { line: body.line, column: body.column, move: body.token, game: body.token }) };
  return { error: t(response.status === 413 ? 'error-code-too-large' : 'analysis-pgn-empty') };
}
