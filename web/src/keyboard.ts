// Keyboard play on the board: the board frame takes focus; the arrow keys
// move a cursor over the squares (and, for a Lielow stack that may leave,
// off the board's edge); Enter or Space picks up the piece under the cursor
// and puts it down; Escape puts it back. Every step is said through the
// page's live region. Moves go through the board component itself, so a
// move made with the keyboard is checked and sent as one made with the mouse.

import type { Api } from 'chessgroundx/api';
import type * as cg from 'chessgroundx/types';

import { t } from './i18n';

export interface KeyboardTarget {
  api: Api;
  /** The game shown (`lielow`, `chess`...), or null before the first position. */
  variant(): string | null;
  /** Whether the stack on `square` may leave the board now (Lielow). */
  canLeave(square: string): boolean;
  /** Plays the move of the stack on `square` off the board. */
  leave(square: string): void;
  /** Says a text through the page's live region. */
  announce(text: string): void;
  /** The rule the move `uci` breaks, in words (null when the rules cannot tell). */
  why?(uci: string): Promise<string | null>;
}

const FILES = 'abcdefgh';
const OFF = 'off';

/** What a board cursor does on the keys every board answers alike. */
export interface CursorKeys {
  /** Moves the cursor a file and a rank step, seen from White. */
  step(step: [number, number]): void;
  /** Enter or Space: acts on the cursor's square. */
  choose(): void;
  /** Whether something is picked up that Escape puts back. */
  picked(): boolean;
  cancel(): void;
  /** Says a text through the page's live region. */
  say(text: string): void;
}

/**
 * A key pressed on the board frame `frame`: the arrows step the cursor,
 * Enter or Space chooses, Escape cancels a pick; other keys, and keys with
 * Alt, Ctrl or Meta, are left to the browser.
 */
export function cursorKey(event: KeyboardEvent, frame: HTMLElement, on: CursorKeys): void {
  if (event.target !== frame || event.altKey || event.ctrlKey || event.metaKey) return;
  const steps: Record<string, [number, number]> = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
  const step = steps[event.key];
  if (step) {
    event.preventDefault();
    on.step(step);
  } else if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    on.choose();
  } else if (event.key === 'Escape' && on.picked()) {
    event.preventDefault();
    on.cancel();
    on.say(t('board-cancelled'));
  }
}


/** A piece in words: "White stack of height 3 (crowned)", "Black knight". */
export function pieceText(variant: string, piece: cg.Piece): string {
  const letter = piece.role.replace(/^p(?=.-piece)/, '')[0];
  if (variant === 'lielow') {
    const height = letter.charCodeAt(0) - 96;
    const crowned = !!piece.promoted || /^p.-piece$/.test(piece.role);
    return `${t('game-lielow-stack', { color: piece.color, count: height })}${crowned ? ` (${t('game-lielow-crown')})` : ''}`;
  }
  return t(`board-piece-${'kqrbnp'.includes(letter) ? letter : 'p'}`, { color: piece.color });
}

export class BoardKeyboard {
  private cursor: string | null = null;
  private picked: string | null = null;
  private mark: HTMLElement;

  constructor(
    private frame: HTMLElement,
    private target: KeyboardTarget,
  ) {
    frame.tabIndex = 0;
    frame.setAttribute('role', 'application');
    frame.setAttribute('aria-roledescription', t('board-roledescription'));
    frame.setAttribute('aria-label', t('board-keyboard-help'));
    this.mark = document.createElement('div');
    this.mark.className = 'kb-cursor';
    this.mark.hidden = true;
    this.mark.setAttribute('aria-hidden', 'true');
    frame.append(this.mark);
    frame.addEventListener('keydown', event => this.key(event));
    frame.addEventListener('focus', event => {
      if (event.target !== frame) return;
      this.cursor ??= this.startSquare();
      this.draw();
      this.say(this.squareText(this.cursor));
    });
    frame.addEventListener('blur', () => (this.mark.hidden = true));
    // A click on the board ends a keyboard selection.
    frame.addEventListener('pointerdown', () => (this.picked = null));
  }

  /** Forgets a pick the position has made stale (a new position arrived). */
  reset(): void {
    if (this.picked && !this.target.api.state.selectable.selected) this.picked = null;
    if (this.cursor === OFF && !this.picked) this.cursor = this.startSquare();
    this.draw();
  }

  private get api(): Api {
    return this.target.api;
  }

  private white(): boolean {
    return this.api.state.orientation === 'white';
  }

  private startSquare(): string {
    const last = this.api.state.lastMove;
    const dest = last?.[1];
    if (typeof dest === 'string' && /^[a-h][1-8]$/.test(dest)) return dest;
    return this.white() ? 'e2' : 'e7';
  }

  private key(event: KeyboardEvent): void {
    cursorKey(event, this.frame, { step: step => this.moveCursor(step), choose: () => this.choose(), picked: () => !!this.picked, cancel: () => this.cancel(), say: text => this.say(text) });
  }

  private moveCursor([df, dr]: [number, number]): void {
    const from = this.cursor ?? this.startSquare();
    // Up is away from the player at the bottom, whichever side that is.
    const sign = this.white() ? 1 : -1;
    if (from === OFF) {
      this.cursor = this.picked ?? this.startSquare();
    } else {
      const file = FILES.indexOf(from[0]) + df * sign;
      const rank = Number(from[1]) + dr * sign;
      if (file < 0 || file > 7 || rank < 1 || rank > 8) {
        // Past the edge: off the board, for a stack that may leave it.
        if (this.picked && this.target.variant() === 'lielow' && this.target.canLeave(this.picked)) this.cursor = OFF;
        else {
          this.say(t('board-edge'));
          return;
        }
      } else this.cursor = `${FILES[file]}${rank}`;
    }
    this.draw();
    this.say(this.squareText(this.cursor));
  }

  private choose(): void {
    const square = this.cursor ?? this.startSquare();
    this.cursor = square;
    const api = this.api;
    if (this.picked) {
      const from = this.picked;
      if (square === OFF) {
        this.picked = null;
        this.cursor = from;
        this.target.leave(from);
        this.draw();
        return;
      }
      if (square === from) {
        this.cancel();
        this.say(t('board-cancelled'));
        return;
      }
      const dests = api.state.movable.dests?.get(from as cg.Key) ?? [];
      if (!dests.includes(square as cg.Key)) {
        const refused = t('board-not-a-move', { square });
        this.say(refused);
        // Then the rule it breaks, once the rules have said (still picked: the same move).
        void this.target.why?.(`${from}${square}`).then(why => why && this.picked === from && this.say(`${refused}: ${why}`));
        return;
      }
      this.picked = null;
      api.selectSquare(square as cg.Key);
      this.draw();
      return;
    }
    if (square === OFF) return;
    const piece = api.state.boardState.pieces.get(square as cg.Key);
    const mine = piece && api.state.movable.color !== undefined && (api.state.movable.color === 'both' || api.state.movable.color === piece.color);
    if (!piece || !mine) {
      this.say(api.state.movable.color ? t('board-nothing-to-pick', { square }) : t('board-cannot-move-now'));
      return;
    }
    const dests = api.state.movable.dests?.get(square as cg.Key) ?? [];
    const leaves = this.target.variant() === 'lielow' && this.target.canLeave(square);
    const count = dests.length + (leaves ? 1 : 0);
    if (!count) {
      this.say(t('board-no-moves', { square, piece: pieceText(this.target.variant() ?? '', piece) }));
      return;
    }
    api.selectSquare(square as cg.Key);
    this.picked = square;
    const targets = dests.map(String).sort();
    if (leaves) targets.push(t('board-off'));
    this.say(t('board-picked', { square, piece: pieceText(this.target.variant() ?? '', piece), count, targets: targets.join(', ') }));
    this.draw();
  }

  private cancel(): void {
    if (this.picked) this.cursor = this.cursor === OFF ? this.picked : this.cursor;
    this.picked = null;
    this.api.selectSquare(null);
    this.draw();
  }

  private squareText(square: string): string {
    if (square === OFF) return t('board-off-here');
    const piece = this.api.state.boardState.pieces.get(square as cg.Key);
    const what = piece ? pieceText(this.target.variant() ?? '', piece) : t('board-empty');
    let text = `${square}, ${what}`;
    if (this.picked && this.picked !== square && this.api.state.movable.dests?.get(this.picked as cg.Key)?.includes(square as cg.Key)) {
      text += `, ${t('board-can-go')}`;
    }
    return text;
  }

  private draw(): void {
    const square = this.cursor;
    const focused = document.activeElement === this.frame;
    this.mark.hidden = !square || !focused;
    if (!square) return;
    this.mark.classList.toggle('off', square === OFF);
    this.mark.classList.toggle('holding', !!this.picked);
    if (square === OFF) return;
    const file = FILES.indexOf(square[0]);
    const rank = Number(square[1]) - 1;
    const x = this.white() ? file : 7 - file;
    const y = this.white() ? 7 - rank : rank;
    this.mark.style.left = `${x * 12.5}%`;
    this.mark.style.top = `${y * 12.5}%`;
  }

  private say(text: string): void {
    this.target.announce(text);
  }
}
