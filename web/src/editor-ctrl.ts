// The board editor's state and what changes it (no DOM, no network): the
// position being set up, the chosen tool, the keyboard cursor and the piece
// it holds, and the rules' last verdict on the position. Each change
// returns what the page should say aloud (the live region); the page
// (editor.ts) draws with editor-view.ts and asks the server's rules.

import type { PositionAnswer, VariantName } from './api';
import type { Color } from './board';
import {
  boardPiece,
  emptySetup,
  FILES,
  readSetup,
  sameKind,
  toolPiece,
  writeSetup,
  type EditorPiece,
  type Setup,
} from './editor-setup';
import { t } from './i18n';
import { timeChoice } from './time-choice';
import { pieceText } from './keyboard';

/** What a game from the editor's position is asked for. */
export interface PlayChoice {
  kind: 'computer' | 'friend';
  color: Color | 'random';
  level: number;
  /** `M+S` (minutes and seconds' increment), `dN` (N days per move), or anything else for no clock. */
  clock: string;
}

export class EditorCtrl {
  setup: Setup;
  /** `pointer` (move pieces), `erase`, `crown`, or a piece of the palette. */
  tool = 'pointer';
  /** The keyboard cursor's square, and the square of the piece it holds. */
  cursor = 'e4';
  picked: string | null = null;
  orientation: Color = 'white';
  /** The rules' last verdict, and the text it judged. */
  verdict: PositionAnswer | null = null;
  private judged = '';
  /** Why the last request for a verdict failed, if it did. */
  failure: string | null = null;

  constructor(
    readonly variant: VariantName,
    private readonly startFen: string,
  ) {
    this.setup = readSetup(variant, startFen);
  }

  /** The position text of the setup. */
  text(): string {
    return writeSetup(this.variant, this.setup);
  }

  /** A position text the rules found readable (valid or not). */
  load(text: string): void {
    this.setup = readSetup(this.variant, text.trim());
  }

  reset(): void {
    this.setup = readSetup(this.variant, this.startFen);
  }

  clear(): void {
    this.setup = emptySetup();
  }

  setTurn(turn: Color): void {
    this.setup.turn = turn;
  }

  setCastling(right: string, on: boolean): void {
    const rights = new Set(this.setup.castling);
    if (on) rights.add(right);
    else rights.delete(right);
    this.setup.castling = [...'KQkq'].filter(r => rights.has(r)).join('');
  }

  setEp(square: string): void {
    this.setup.ep = square;
  }

  /** The board's pieces after a drag on it (the off-board square `a0` aside). */
  setPieces(pieces: Map<string, EditorPiece>): void {
    pieces.delete('a0');
    this.setup.pieces = pieces;
  }

  /** A piece from the palette let go on `square`. */
  drop(piece: EditorPiece, square: string): void {
    this.setup.pieces.set(square, { ...piece });
  }

  // ---- the rules' verdict ----

  /**
   * The verdict on `text` arrived: kept only if the setup still says
   * `text` (an answer to an older position is dropped). Returns whether
   * it was kept.
   */
  judge(text: string, answer: PositionAnswer): boolean {
    if (text !== this.text()) return false;
    this.verdict = answer;
    this.judged = text;
    this.failure = null;
    return true;
  }

  /** Asking for a verdict failed (`why` in the player's words). */
  judgeFailed(why: string): void {
    this.verdict = null;
    this.failure = why;
  }

  /** The position may be played: judged valid, not over, and unchanged since. */
  playable(): PositionAnswer | null {
    const v = this.verdict;
    return v && v.valid && !v.outcome && v.fen && this.judged === this.text() ? v : null;
  }

  /** The body of `POST /api/games` for a game from this position, if it may be played. */
  gameRequest(choice: PlayChoice) {
    const fen = this.playable()?.fen;
    if (!fen) return null;
    const variant = this.variant;
    if (choice.kind === 'computer') {
      return { variant, fen, color: choice.color, opponent: 'computer' as const, level: choice.level, clock: null };
    }
    const { clock, days } = timeChoice(choice.clock);
    return { variant, fen, color: choice.color, opponent: 'friend' as const, clock, days };
  }

  // ---- tools ----

  /** Chooses a tool; says which. */
  choose(tool: string): string {
    this.tool = tool;
    this.picked = null;
    const piece = toolPiece(tool);
    if (piece) return t('editor-chosen', { piece: this.pieceWords(piece) });
    return t(`editor-${tool === 'pointer' ? 'move' : tool}-tool-chosen`);
  }

  /** Uses the chosen tool on `square`; what to say, or null when nothing changed. */
  apply(square: string): string | null {
    const pieces = this.setup.pieces;
    const here = pieces.get(square);
    const piece = toolPiece(this.tool);
    if (piece) {
      if (sameKind(here, piece)) {
        pieces.delete(square);
        return t('editor-removed', { square });
      }
      pieces.set(square, piece);
      return t('editor-placed', { piece: this.pieceWords(piece), square });
    }
    if (this.tool === 'erase') {
      if (!here) return null;
      pieces.delete(square);
      return t('editor-removed', { square });
    }
    if (this.tool === 'crown') {
      if (!here) return null;
      const crown = !here.crowned;
      if (crown) for (const other of pieces.values()) if (other.color === here.color) other.crowned = false;
      here.crowned = crown;
      return t('editor-crowned', { piece: this.pieceWords(here), square });
    }
    return null;
  }

  // ---- keyboard ----

  /** Moves the cursor a step (seen from the board's orientation); what to say. */
  step(step: [number, number]): string {
    const sign = this.orientation === 'white' ? 1 : -1;
    const file = FILES.indexOf(this.cursor[0]) + step[0] * sign;
    const rank = Number(this.cursor[1]) + step[1] * sign;
    if (file < 0 || file > 7 || rank < 1 || rank > 8) return t('board-edge');
    this.cursor = `${FILES[file]}${rank}`;
    return this.squareWords(this.cursor);
  }

  /**
   * Enter on the cursor's square: the chosen tool there, or (moving
   * pieces) pick the piece up, then put it down. What to say, and whether
   * the position changed.
   */
  use(): { say: string; changed: boolean } {
    const square = this.cursor;
    if (this.tool !== 'pointer') {
      const said = this.apply(square);
      return { say: said ?? this.squareWords(square), changed: said !== null };
    }
    const pieces = this.setup.pieces;
    if (!this.picked) {
      const piece = pieces.get(square);
      if (!piece) return { say: this.squareWords(square), changed: false };
      this.picked = square;
      return { say: t('editor-picked', { piece: this.pieceWords(piece), square }), changed: false };
    }
    const from = this.picked;
    this.picked = null;
    const piece = pieces.get(from);
    if (!piece || from === square) return { say: t('board-cancelled'), changed: false };
    pieces.delete(from);
    pieces.set(square, piece);
    return { say: t('editor-placed', { piece: this.pieceWords(piece), square }), changed: true };
  }

  /** Puts back the piece the keyboard holds. */
  dropPick(): void {
    this.picked = null;
  }

  flip(): void {
    this.orientation = this.orientation === 'white' ? 'black' : 'white';
  }

  // ---- words ----

  pieceWords(piece: EditorPiece): string {
    return pieceText(this.variant, boardPiece(this.variant, piece));
  }

  squareWords(square: string): string {
    const piece = this.setup.pieces.get(square);
    return `${square}, ${piece ? this.pieceWords(piece) : t('board-empty')}`;
  }

  /** The position in words for screen readers: each side's pieces by square. */
  describe(): string {
    const lines: string[] = [];
    for (const color of ['white', 'black'] as const) {
      const parts = [...this.setup.pieces]
        .filter(([, p]) => p.color === color)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([square, p]) => `${square} ${this.pieceWords(p)}`);
      lines.push(`${t(color === 'white' ? 'game-white' : 'game-black')}: ${parts.join(', ')}.`);
    }
    return lines.join(' ');
  }
}
