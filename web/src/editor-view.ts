// The board editor's drawing (DOM only; it never asks the server): the
// board's pieces, the side to move, castling and en-passant fields, the
// rules' verdict, the ways to play, the keyboard cursor and the live
// region, all read from the EditorCtrl (editor-ctrl.ts).

import type { Api } from 'chessgroundx/api';
import type * as cg from 'chessgroundx/types';

import type { ProblemView as PositionProblem } from './api';
import type { EditorCtrl } from './editor-ctrl';
import { boardPiece, castlingPossible, epCandidates, FILES } from './editor-setup';
import { reasonText } from './game-result';
import { t, tIfAny } from './i18n';

export class EditorView {
  /** The keyboard cursor's mark on the board. */
  readonly mark: HTMLElement;

  constructor(
    private readonly root: HTMLElement,
    private readonly ctrl: EditorCtrl,
    private readonly board: Api,
    /** The board's frame: it takes the keyboard focus. */
    readonly frame: HTMLElement,
  ) {
    this.mark = document.createElement('div');
    this.mark.className = 'kb-cursor';
    this.mark.hidden = true;
    this.mark.setAttribute('aria-hidden', 'true');
    frame.append(this.mark);
  }

  /** Everything that follows from the setup; the board too unless it was the board that changed. */
  setup(drawBoard: boolean): void {
    if (drawBoard) this.pieces();
    const input = document.getElementById('editor-text') as HTMLInputElement | null;
    if (input && document.activeElement !== input) input.value = this.ctrl.text();
    this.fields();
    this.play();
    this.describe();
    this.cursor();
  }

  private pieces(): void {
    const { variant, setup } = this.ctrl;
    const pieces: cg.PiecesDiff = new Map();
    for (const [key] of this.board.state.boardState.pieces) pieces.set(key, undefined);
    for (const [square, piece] of setup.pieces) pieces.set(square as cg.Key, boardPiece(variant, piece));
    this.board.setPieces(pieces);
    this.board.set({ lastMove: undefined, turnColor: setup.turn });
  }

  private fields(): void {
    const setup = this.ctrl.setup;
    this.root.querySelectorAll<HTMLInputElement>('input[name="turn"]').forEach(input => {
      input.checked = input.value === (setup.turn === 'white' ? 'w' : 'b');
    });
    this.root.querySelectorAll<HTMLInputElement>('input[name="castling"]').forEach(input => {
      const possible = castlingPossible(setup, input.value);
      input.disabled = !possible;
      input.checked = possible && setup.castling.includes(input.value);
    });
    const ep = document.getElementById('editor-ep') as HTMLSelectElement | null;
    if (ep) {
      const candidates = epCandidates(setup);
      const first = ep.options[0];
      ep.replaceChildren(first);
      for (const square of candidates) ep.add(new Option(square, square));
      ep.value = candidates.includes(setup.ep) ? setup.ep : '-';
      ep.disabled = candidates.length === 0;
    }
  }

  /** The tool buttons: the chosen one pressed. */
  tool(): void {
    const tool = this.ctrl.tool;
    this.root.querySelectorAll<HTMLButtonElement>('[data-tool]').forEach(button => {
      button.setAttribute('aria-pressed', String(button.dataset.tool === tool));
    });
    this.root.classList.toggle('placing', tool !== 'pointer');
    this.board.selectSquare(null);
    this.cursor();
  }

  /** The rules' verdict on the position (or why there is none). */
  verdict(): void {
    const box = document.getElementById('editor-verdict');
    const line = box?.querySelector('.verdict-line');
    const list = document.getElementById('editor-problems');
    if (!box || !line || !list) return;
    const v = this.ctrl.verdict;
    list.replaceChildren();
    box.classList.remove('valid', 'invalid', 'over');
    if (this.ctrl.failure !== null || !v) {
      line.textContent = this.ctrl.failure ?? t('editor-checking');
      box.classList.add('invalid');
      return;
    }
    if (!v.valid) {
      box.classList.add('invalid');
      line.textContent = t('editor-invalid');
      for (const problem of v.problems) {
        const item = document.createElement('li');
        item.dataset.code = problem.code;
        item.textContent = problemText(problem);
        list.append(item);
      }
      return;
    }
    if (v.outcome) {
      box.classList.add('over');
      line.textContent = t('editor-over');
      const item = document.createElement('li');
      item.textContent = reasonText(v.outcome);
      list.append(item);
      return;
    }
    box.classList.add('valid');
    const turn = v.turn ?? this.ctrl.setup.turn;
    line.textContent = v.check ? `${t('editor-valid', { color: turn })} ${t('editor-in-check', { color: turn })}` : t('editor-valid', { color: turn });
  }

  /** The ways to play: open only while the position may be played. */
  play(): void {
    const ok = this.ctrl.playable();
    this.root.querySelectorAll<HTMLButtonElement>('button[data-play]').forEach(button => {
      if (!button.classList.contains('busy')) button.disabled = !ok;
    });
    const analyse = document.getElementById('editor-analyse') as HTMLAnchorElement | null;
    if (analyse) {
      if (ok?.fen) {
        analyse.href = `/analysis/${this.ctrl.variant}?fen=${encodeURIComponent(ok.fen)}`;
        analyse.removeAttribute('aria-disabled');
      } else {
        analyse.removeAttribute('href');
        analyse.setAttribute('aria-disabled', 'true');
      }
    }
  }

  /** A play button waits for its game, or stops waiting. */
  busy(button: HTMLButtonElement, busy: boolean): void {
    button.classList.toggle('busy', busy);
    if (busy) button.disabled = true;
    else this.play();
  }

  /** A line under the ways to play (a refused game), or none. */
  error(text: string | null): void {
    const error = document.getElementById('editor-error');
    if (!error) return;
    error.hidden = text === null;
    if (text !== null) error.textContent = text;
  }

  /** A line under the position text (unreadable text), or none. */
  textError(text: string | null): void {
    const error = document.getElementById('editor-text-error');
    if (!error) return;
    error.hidden = text === null;
    if (text !== null) error.textContent = text;
  }

  /** The position text field shows `text` (copied). */
  text(text: string): HTMLInputElement | null {
    const input = document.getElementById('editor-text') as HTMLInputElement | null;
    if (input) input.value = text;
    return input;
  }

  /** The board turned: the palettes follow it (the bottom one is the near side's). */
  flipped(): void {
    const white = document.getElementById('palette-white');
    const black = document.getElementById('palette-black');
    if (white && black) {
      const bottom = this.ctrl.orientation === 'white' ? white : black;
      const top = bottom === white ? black : white;
      this.frame.before(top);
      this.frame.after(bottom);
    }
    this.cursor();
  }

  /** The position in words for screen readers (#board-text). */
  private describe(): void {
    const node = document.getElementById('board-text');
    if (node) node.textContent = this.ctrl.describe();
  }

  /** The keyboard cursor, shown while the board has the focus. */
  cursor(): void {
    const { cursor, picked, orientation } = this.ctrl;
    this.mark.hidden = document.activeElement !== this.frame;
    this.mark.classList.toggle('holding', !!picked);
    const white = orientation === 'white';
    const file = FILES.indexOf(cursor[0]);
    const rank = Number(cursor[1]) - 1;
    this.mark.style.left = `${(white ? file : 7 - file) * 12.5}%`;
    this.mark.style.top = `${(white ? 7 - rank : rank) * 12.5}%`;
  }

  /** Says `text` through the page's live region. */
  say(text: string): void {
    const region = document.getElementById('announce');
    if (region) region.textContent = text;
  }
}

/** A problem the rules found with the position, in the player's words. */
function problemText(p: PositionProblem): string {
  const args: Record<string, string | number> = {};
  if (p.color) args.color = p.color;
  if (p.square) args.square = p.square;
  // The number is a count of stacks or a stack's height, as the message says.
  if (p.count !== null) {
    args.count = p.count;
    args.height = p.count;
  }
  return tIfAny(`position-problem-${p.code}`, args) ?? t('position-problem-not-this-game');
}
