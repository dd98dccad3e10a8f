// The opening explorer's state on the analysis board: which position it
// shows, what the server answered for it (kept per position, so stepping
// back and forth asks once), and the rows the view draws. No DOM, no
// network: the page (analysis.ts) fetches through analysis-io.ts and
// hands the answers here; explorer-view.ts draws.

import type { ExplorerAnswer } from './generated';

/** Answers kept, the oldest forgotten first. */
const KEPT = 200;

export type ExplorerState =
  | { kind: 'loading'; fen: string }
  | { kind: 'ready'; fen: string; answer: ExplorerAnswer }
  | { kind: 'offline'; fen: string }
  | { kind: 'failed'; fen: string; error: string };

/** One move as the panel shows it: shares in whole percents that add up to 100. */
export interface ExplorerRow {
  uci: string;
  san: string;
  games: number;
  white: number;
  draw: number;
  black: number;
  rating: number | null;
}

/**
 * Whole percents of `parts` that add up to 100 (largest remainders
 * rounded up), as a bar of three colours needs; all 0 for no games.
 */
export function percents(parts: number[]): number[] {
  const total = parts.reduce((a, b) => a + b, 0);
  if (total <= 0) return parts.map(() => 0);
  const exact = parts.map(p => (p * 100) / total);
  const out = exact.map(Math.floor);
  let left = 100 - out.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r);
  for (const { i } of order) {
    if (left <= 0) break;
    out[i] += 1;
    left -= 1;
  }
  return out;
}

function row(m: { uci: string; san: string; games: number; white: number; draws: number; black: number; averageRating?: number | null }): ExplorerRow {
  const [white, draw, black] = percents([m.white, m.draws, m.black]);
  return { uci: m.uci, san: m.san, games: m.games, white, draw, black, rating: m.averageRating ?? null };
}

export class ExplorerCtrl {
  state: ExplorerState | null = null;
  private kept = new Map<string, ExplorerAnswer>();

  /**
   * Shows the position `fen`: true when its figures must be fetched (the
   * state is then `loading`), false when they are known already.
   */
  show(fen: string): boolean {
    const known = this.kept.get(fen);
    if (known) {
      this.state = { kind: 'ready', fen, answer: known };
      return false;
    }
    this.state = { kind: 'loading', fen };
    return true;
  }

  /** The server's figures for `fen`; false when the board has moved on meanwhile. */
  answered(fen: string, answer: ExplorerAnswer): boolean {
    this.kept.delete(fen);
    this.kept.set(fen, answer);
    while (this.kept.size > KEPT) {
      const oldest = this.kept.keys().next().value;
      if (oldest === undefined) break;
      this.kept.delete(oldest);
    }
    if (this.state?.fen !== fen) return false;
    this.state = { kind: 'ready', fen, answer };
    return true;
  }

  /** The figures for `fen` could not be had: no network, or the server's words. */
  failed(fen: string, offline: boolean, error: string): boolean {
    if (this.state?.fen !== fen) return false;
    this.state = offline ? { kind: 'offline', fen } : { kind: 'failed', fen, error };
    return true;
  }

  /** The position to fetch again once the network is back, if it was missing. */
  retry(): string | null {
    if (this.state?.kind !== 'offline') return null;
    const { fen } = this.state;
    this.state = { kind: 'loading', fen };
    return fen;
  }

  /** The moves from the position shown, the most played first. */
  rows(): ExplorerRow[] {
    return this.state?.kind === 'ready' ? this.state.answer.moves.map(row) : [];
  }

  /** All the position's games together, or null before an answer. */
  total(): ExplorerRow | null {
    if (this.state?.kind !== 'ready') return null;
    const a = this.state.answer;
    return row({ uci: '', san: '', games: a.games, white: a.white, draws: a.draws, black: a.black, averageRating: null });
  }

  /**
   * Why no move is shown for a position reached after `ply` plies:
   * `none` (no game came here), `deep` (past the plies each game is
   * counted for), or null when moves show.
   */
  emptyReason(ply: number): 'none' | 'deep' | null {
    if (this.state?.kind !== 'ready' || this.state.answer.moves.length) return null;
    return ply >= this.state.answer.maxPlies ? 'deep' : 'none';
  }
}
