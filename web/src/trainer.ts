// What lessons and puzzles share: a board on a position and the moves
// played from it, each checked by the server's rules (POST /api/rules),
// the Lielow off-board button, hint arrows and the message line.

import { api, ApiError, type RulesAnswer, type VariantName } from './api';
import { Board, type Color } from './board';
import { t } from './i18n';
import { sounds } from './sound';
import { actionElement, onAction } from './page-actions';

export class Trainer {
  readonly board: Board;
  fen = '';
  moves: string[] = [];
  answer: RulesAnswer | null = null;
  /** The side the learner plays. */
  learner: Color = 'white';
  /** Whether the learner may move now. */
  open = false;

  constructor(
    readonly variant: VariantName,
    onMove: (uci: string) => void,
  ) {
    this.board = new Board(document.getElementById('board') as HTMLElement, { onMove, onSelect: sq => this.onSelect(sq) }, 'white');
    onAction('off-board', () => {
      const square = this.board.selectedSquare();
      if (square && this.board.canLeave(square)) onMove(`${square}off`);
    });
  }

  /** Sets up `fen` with `moves` played; the learner is the side to move after them. */
  async start(fen: string, moves: string[] = []): Promise<RulesAnswer> {
    const answer = await api.rules(this.variant, fen, moves);
    this.fen = fen;
    this.moves = moves;
    this.answer = answer;
    this.learner = answer.turn;
    this.board.setOrientation(this.variant === 'racingkings' ? 'white' : this.learner);
    this.open = !answer.outcome;
    this.show();
    return answer;
  }

  /** Plays `uci` after the moves so far (the rules check it). */
  async play(uci: string): Promise<RulesAnswer> {
    const answer = await api.rules(this.variant, this.fen, [...this.moves, uci]);
    this.moves = [...this.moves, uci];
    const captured = (answer.moves[answer.moves.length - 1]?.san ?? '').includes('x');
    this.answer = answer;
    if (answer.outcome) sounds.end();
    else if (captured) sounds.capture();
    else sounds.move();
    return answer;
  }

  /** Goes back to the position after the first `count` moves. */
  async back(count: number): Promise<void> {
    this.answer = await api.rules(this.variant, this.fen, this.moves.slice(0, count));
    this.moves = this.moves.slice(0, count);
  }

  /** Draws the position; the learner may move when `open` and it is their turn. */
  show(): void {
    const a = this.answer;
    if (!a) return;
    const movable = this.open && !a.outcome && a.turn === this.learner ? this.learner : null;
    this.board.show({ variant: this.variant, fen: a.fen, turn: a.turn, dests: a.dests, lastMove: a.lastMove, check: a.check, movable });
    this.board.api.setAutoShapes([]);
    this.onSelect(null);
    // For tests and styles: how many moves are on the board, and whether the learner may move.
    const frame = document.querySelector<HTMLElement>('.trainer');
    if (frame) {
      frame.dataset.ply = String(this.moves.length);
      frame.dataset.open = String(!!movable);
    }
  }

  /** An arrow for a move (a circle for a move off the board). */
  hint(uci: string): void {
    const from = uci.slice(0, 2) as never;
    const to = uci.slice(2, 4);
    this.board.api.setAutoShapes(to === 'of' ? [{ orig: from, brush: 'green' }] : [{ orig: from, dest: to as never, brush: 'green' }]);
  }

  private onSelect(square: string | null): void {
    const button = actionElement('off-board');
    if (button) button.hidden = !(this.variant === 'lielow' && this.open && this.board.canLeave(square));
  }

  /** A move the rules did not judge (refused, or the server out of reach): says why, and the learner may move again. */
  refused(error: unknown): void {
    say(error instanceof ApiError && error.status !== 0 ? error.message : t('error-network'), 'error');
    this.open = true;
    this.show();
  }
}

/** Writes the message line: `kind` colours it (ok, error or plain). */
export function say(text: string, kind: 'ok' | 'error' | '' = ''): void {
  const node = document.getElementById('trainer-message');
  if (!node) return;
  node.textContent = text;
  node.dataset.kind = kind;
}

/** Waits a moment so that a reply is seen as a separate move. */
export function pause(ms: number): Promise<void> {
  return new Promise(resolve => window.setTimeout(resolve, ms));
}

/** Reads a JSON value kept in this browser, or `fallback`. */
export function readKept<T>(key: string, fallback: T): T {
  try {
    const text = localStorage.getItem(key);
    return text ? ({ ...fallback, ...(JSON.parse(text) as T) } as T) : fallback;
  } catch {
    return fallback;
  }
}

export function keep(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: progress is simply not kept.
  }
}
