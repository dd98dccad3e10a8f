// The board: chessgroundx for all four games. Legal destinations come from
// the server; this module only shows them and reports the moves chosen,
// including Lielow's moves off the board and pawn promotions.

import { Chessground } from 'chessgroundx';
import type { Api } from 'chessgroundx/api';
import type { Config } from 'chessgroundx/config';
import type * as cg from 'chessgroundx/types';

import { BoardKeyboard, pieceText } from './keyboard';
import { lielowBoardFen } from './lielow';
import { t } from './i18n';
import { variantName } from './api';
import { whyReason } from './why-move';
import { read as readFen } from 'chessgroundx/fen';

export type Color = 'white' | 'black';

export interface BoardState {
  variant: string;
  fen: string;
  turn: Color;
  /** Legal moves by origin (Lielow may list `off`). */
  dests: Partial<Record<string, string[]>>;
  lastMove: string | null;
  check: boolean;
  /** Which side may move pieces now; null = nobody (spectator, game over, past position). */
  movable: Color | null;
}

export interface BoardEvents {
  /** A move chosen on the board, in UCI text (`e2e4`, `e7e8q`, `a2off`). */
  onMove(uci: string): void;
  /** The selection changed (for the Lielow off-board button). */
  onSelect?(square: string | null): void;
  /** A premove was queued (UCI text) or cancelled (null). */
  onPremove?(uci: string | null): void;
  /** Says a text through the page's live region (keyboard play). */
  announce?(text: string): void;
}

function boardFen(variant: string, fen: string): string {
  return variant === 'lielow' ? lielowBoardFen(fen) : fen.split(' ')[0];
}

/** The pieces of a position, as the board would draw them (to name a move made from it). */
export function piecesOf(variant: string, fen: string): cg.Pieces {
  return readFen(boardFen(variant, fen) as cg.FEN, { width: 8, height: 8 }).pieces;
}

function uciSquares(uci: string | null): cg.Key[] | undefined {
  if (!uci || uci.length < 4) return undefined;
  const from = uci.slice(0, 2) as cg.Key;
  const to = uci.slice(2, 4);
  return to === 'of' ? [from] : [from, to as cg.Key];
}

/**
 * Loads the Lielow stacks' pictures (lielow.css) if the page has not: the
 * server links them on pages it knows show Lielow; a game page learns its
 * game after loading. The sheet goes before the site's, as the server
 * would have placed it, so the cascade is the same.
 */
function needLielowSheet(): void {
  if (document.querySelector('link[href^="/assets/lielow.css"]')) return;
  const site = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href^="/assets/app.css"]');
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = `/assets/lielow.css${site ? new URL(site.href).search : ''}`;
  if (site) site.before(link);
  else document.head.append(link);
}

export class Board {
  readonly api: Api;
  private state: BoardState | null = null;
  private justMoved = false;
  private shown = false;
  private selected: string | null = null;
  private promotionBox: HTMLElement | null;
  private keyboard: BoardKeyboard | null = null;

  constructor(
    private element: HTMLElement,
    private events: BoardEvents,
    orientation: Color,
  ) {
    this.promotionBox = document.getElementById('promotion');
    this.api = Chessground(element, {
      orientation,
      coordinates: true,
      animation: { enabled: true, duration: 180 },
      highlight: { lastMove: true, check: true },
      movable: { free: false, showDests: true, color: undefined },
      premovable: { enabled: false },
      draggable: { enabled: true, showGhost: true, deleteOnDropOff: false },
      drawable: { enabled: true },
      events: {
        move: () => {
          this.justMoved = true;
        },
        select: key => {
          this.selected = this.api?.state.selectable.selected ? String(key) : null;
          this.events.onSelect?.(this.selected);
        },
        change: () => this.onChange(),
      },
    });
    this.api.set({ movable: { events: { after: (orig, dest) => this.afterMove(orig, dest) } } });
    const frame = element.parentElement;
    if (frame && events.announce) {
      this.keyboard = new BoardKeyboard(frame, {
        api: this.api,
        variant: () => this.state?.variant ?? null,
        canLeave: square => this.canLeave(square),
        leave: square => this.events.onMove(`${square}off`),
        announce: text => events.announce?.(text),
        why: uci => {
          const variant = variantName(this.state?.variant);
          return this.state && variant ? whyReason(variant, this.state.fen, uci) : Promise.resolve(null);
        },
      });
    }
  }

  get orientation(): Color {
    return this.api.state.orientation;
  }

  flip(): void {
    this.api.toggleOrientation();
  }

  setOrientation(color: Color): void {
    if (this.api.state.orientation !== color) this.api.toggleOrientation();
  }

  /** The square of the selected piece, if any. */
  selectedSquare(): string | null {
    const sel = this.api.state.selectable.selected;
    return typeof sel === 'string' ? sel : null;
  }

  /** Whether the stack on `square` may leave the board now. */
  canLeave(square: string | null): boolean {
    return !!square && !!this.state?.dests[square]?.includes('off');
  }

  /** Keeps the pieces where they stand and lets none move (a move awaits its answer). */
  hold(): void {
    this.api.set({ movable: { color: undefined, dests: new Map() } });
  }

  show(state: BoardState): void {
    this.state = state;
    const lielow = state.variant === 'lielow';
    if (lielow) needLielowSheet();
    for (const name of ['lielow', 'kingofthehill', 'racingkings', 'chess']) this.element.classList.toggle(name, name === state.variant);
    const dests = new Map<cg.Key, cg.Key[]>();
    if (state.movable === state.turn) {
      for (const [from, tos] of Object.entries(state.dests)) {
        if (!tos) continue;
        const squares = tos.filter(to => to !== 'off') as cg.Key[];
        if (squares.length || tos.includes('off')) dests.set(from as cg.Key, squares);
      }
    }
    // The first position appears at once; later ones animate.
    this.api.set({ animation: { enabled: this.shown } });
    this.shown = true;
    this.api.set({
      fen: boardFen(state.variant, state.fen),
      turnColor: state.turn,
      lastMove: uciSquares(state.lastMove),
      check: state.check ? state.turn : false,
      movable: { color: state.movable ?? undefined, dests },
      draggable: { deleteOnDropOff: lielow && state.movable === state.turn },
    });
    this.api.set({ premovable: this.premoveConfig(state) });
    this.hidePromotion();
    this.describe(state.variant);
    this.keyboard?.reset();
  }

  // Premoves: `movable` naming the side *not* to move means that side may
  // queue one move for its turn (chessgroundx's premovable); the game page
  // decides when (never in Lielow), plays it or cancels it.
  private premoveConfig(state: BoardState): Config['premovable'] {
    return {
      enabled: state.movable !== null && state.movable !== state.turn,
      castle: state.variant !== 'racingkings',
      events: {
        set: (orig, dest) => this.events.onPremove?.(`${orig}${dest}`),
        unset: () => this.events.onPremove?.(null),
      },
    };
  }

  /** Plays the queued premove if it is legal now; false if there was none or it was dropped. */
  playPremove(): boolean {
    if (!this.api.state.premovable.current) return false;
    return this.api.playPremove();
  }

  /** The page moved the board (something appeared above it): measure it again. */
  measureAgain(): void {
    this.api.state.dom.bounds.clear();
  }

  cancelPremove(): void {
    if (this.api.state.premovable.current) this.api.cancelPremove();
  }

  /** Writes the position as text for screen readers (#board-text). */
  private describe(variant: string): void {
    const node = document.getElementById('board-text');
    if (!node) return;
    const lines: string[] = [];
    for (const color of ['white', 'black'] as const) {
      const pieces = [...this.api.state.boardState.pieces].filter(([, p]) => p.color === color).sort(([a], [b]) => (a < b ? -1 : 1));
      const parts = pieces.map(([square, piece]) => `${square} ${pieceText(variant, piece)}`);
      lines.push(`${t(color === 'white' ? 'game-white' : 'game-black')}: ${parts.join(', ')}.`);
    }
    node.textContent = lines.join(' ');
  }

  /** A Lielow stack was dragged off the board: a move if it may leave. */
  private onChange(): void {
    if (this.justMoved) {
      this.justMoved = false;
      return;
    }
    const state = this.state;
    if (!state || state.variant !== 'lielow') return;
    const gone = this.selected;
    if (gone && !this.api.state.boardState.pieces.has(gone as cg.Key) && this.canLeave(gone)) {
      this.events.onMove(`${gone}off`);
    } else {
      this.show(state);
    }
  }

  private afterMove(orig: cg.Orig, dest: cg.Key): void {
    const state = this.state;
    if (!state) return;
    const piece = this.api.state.boardState.pieces.get(dest);
    const lastRank = dest[1] === '8' || dest[1] === '1';
    if (state.variant !== 'lielow' && piece?.role === 'p-piece' && lastRank) {
      this.askPromotion(String(orig), dest, piece.color);
      return;
    }
    this.events.onMove(`${orig}${dest}`);
  }

  private askPromotion(orig: string, dest: string, color: Color): void {
    const box = this.promotionBox;
    if (!box || !this.state) return;
    const roles: [string, string][] = [
      ['q', 'game-promote-queen'],
      ['n', 'game-promote-knight'],
      ['r', 'game-promote-rook'],
      ['b', 'game-promote-bishop'],
    ];
    box.replaceChildren();
    for (const [letter, label] of roles) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = `promotion-choice ${color}`;
      button.setAttribute('aria-label', t(label));
      button.title = t(label);
      const piece = document.createElement('piece');
      piece.className = `${letter}-piece ${color}`;
      button.append(piece);
      button.addEventListener('click', () => {
        this.hidePromotion();
        this.events.onMove(`${orig}${dest}${letter}`);
      });
      box.append(button);
    }
    const cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.className = 'button promotion-cancel';
    cancel.textContent = t('game-promote-cancel');
    cancel.addEventListener('click', () => {
      this.hidePromotion();
      if (this.state) this.show(this.state);
    });
    box.append(cancel);
    box.hidden = false;
    (box.querySelector('button') as HTMLButtonElement | null)?.focus();
  }

  private hidePromotion(): void {
    if (this.promotionBox) this.promotionBox.hidden = true;
  }
}

/** A small board that only shows a position (rules diagrams). */
export function staticBoard(element: HTMLElement, variant: string, fen: string): Api {
  element.classList.add(variant);
  return Chessground(element, {
    fen: boardFen(variant, fen),
    viewOnly: true,
    coordinates: true,
    drawable: { enabled: false },
  });
}
