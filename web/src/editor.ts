// The board editor (/editor/{variant}): set up any position of a game on a
// board, with a palette of pieces (Lielow: stacks of every height, and the
// crown), the side to move, castling and en passant where the game has
// them, and the position text in and out. The client keeps no rules: after
// every change the server's rules judge the position (POST /api/position),
// and the ways to play from it open only when they find it valid.

import { Chessground } from 'chessgroundx';
import type { Api } from 'chessgroundx/api';
import type * as cg from 'chessgroundx/types';

import { api, errorText, variantName, type PositionAnswer, type ProblemView as PositionProblem, type VariantName } from './api';
import type { Color } from './board';
import { reasonText } from './game-view';
import { t, type PageData } from './i18n';
import { createLocalGame } from './storage';
import { cursorKey, pieceText } from './keyboard';
import {
  boardPiece,
  castlingPossible,
  editorPiece,
  emptySetup,
  epCandidates,
  FILES,
  readSetup,
  sameKind,
  toolPiece,
  writeSetup,
  type EditorPiece,
  type Setup,
} from './editor-setup';

/** Where a mouse or touch event points, in page-independent client coordinates. */
function pointOf(event: MouseEvent | TouchEvent): [number, number] | null {
  if ('clientX' in event) return [event.clientX, event.clientY];
  const touch = event.touches[0] ?? event.changedTouches[0];
  return touch ? [touch.clientX, touch.clientY] : null;
}

function storageKey(variant: string): string {
  return `regalia.editor.${variant}`;
}

export function startEditorPage(data: PageData & { startFen?: string }): void {
  const root = document.getElementById('editor');
  const boardElement = document.getElementById('board');
  if (!root || !boardElement) return;
  new Editor(root, boardElement, variantName(data.variant) ?? 'chess', data.startFen ?? '');
}

class Editor {
  private setup: Setup;
  private api: Api;
  private tool = 'pointer';
  /** The last verdict, and the text it judged. */
  private verdict: PositionAnswer | null = null;
  private judged = '';
  private asked = 0;
  private timer: number | undefined;
  private cursor = 'e4';
  private picked: string | null = null;
  private mark: HTMLElement;
  private frame: HTMLElement;

  constructor(
    private root: HTMLElement,
    boardElement: HTMLElement,
    private variant: VariantName,
    private startFen: string,
  ) {
    this.setup = readSetup(variant, startFen);
    this.api = Chessground(boardElement, {
      fen: '8/8/8/8/8/8/8/8',
      orientation: 'white',
      coordinates: true,
      autoCastle: false,
      animation: { enabled: false },
      highlight: { lastMove: false, check: false },
      movable: { free: true, color: 'both', showDests: false },
      premovable: { enabled: false },
      draggable: { enabled: true, showGhost: true, deleteOnDropOff: true },
      drawable: { enabled: false },
      events: { change: () => this.fromBoard() },
    });
    this.frame = document.getElementById('editor-frame') ?? boardElement;
    this.mark = document.createElement('div');
    this.bindBoard(boardElement);
    this.bindKeyboard();
    this.bindControls();
    void this.begin();
  }

  // ---- the position ----

  private text(): string {
    return writeSetup(this.variant, this.setup);
  }

  /** The first position: `?fen=`, else the one left here last time, else the start. */
  private async begin(): Promise<void> {
    const asked = new URLSearchParams(location.search).get('fen');
    let saved: string | null = null;
    try {
      saved = localStorage.getItem(storageKey(this.variant));
    } catch {
      /* storage disabled */
    }
    const first = asked ?? saved;
    if (first && !(await this.load(first))) this.setup = readSetup(this.variant, this.startFen);
    this.changed();
  }

  /**
   * Loads a position text: refused when it cannot be read at all (the
   * board is left as it was), loaded even when the rules find it
   * impossible, so it can be mended here.
   */
  private async load(text: string): Promise<boolean> {
    const error = document.getElementById('editor-text-error');
    let answer: PositionAnswer;
    try {
      answer = await api.position(this.variant, text.trim());
    } catch (e) {
      this.showTextError(errorText(e));
      return false;
    }
    if (answer.problems.some(p => p.code === 'malformed')) {
      this.showTextError(t('editor-unreadable'));
      return false;
    }
    if (error) error.hidden = true;
    this.setup = readSetup(this.variant, text.trim());
    return true;
  }

  private showTextError(text: string): void {
    const error = document.getElementById('editor-text-error');
    if (!error) return;
    error.textContent = text;
    error.hidden = false;
  }

  /** The setup changed: draw it, write it out, and ask the rules about it. */
  private changed(drawBoard = true): void {
    if (drawBoard) this.draw();
    const text = this.text();
    const input = document.getElementById('editor-text') as HTMLInputElement | null;
    if (input && document.activeElement !== input) input.value = text;
    this.renderFields();
    try {
      localStorage.setItem(storageKey(this.variant), text);
    } catch {
      /* storage full or disabled: the editor works on */
    }
    this.renderPlay();
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(() => void this.judge(text), 120);
  }

  private async judge(text: string): Promise<void> {
    const asked = ++this.asked;
    let answer: PositionAnswer;
    try {
      answer = await api.position(this.variant, text);
    } catch (e) {
      if (asked !== this.asked) return;
      this.verdict = null;
      this.renderVerdict(errorText(e));
      return;
    }
    if (asked !== this.asked || text !== this.text()) return;
    this.verdict = answer;
    this.judged = text;
    this.renderVerdict(null);
    this.renderPlay();
  }

  /** The position may be played: judged valid, not over, and unchanged since. */
  private playable(): PositionAnswer | null {
    const v = this.verdict;
    return v && v.valid && !v.outcome && v.fen && this.judged === this.text() ? v : null;
  }

  // ---- drawing ----

  private draw(): void {
    const pieces: cg.PiecesDiff = new Map();
    for (const [key] of this.api.state.boardState.pieces) pieces.set(key, undefined);
    for (const [square, piece] of this.setup.pieces) pieces.set(square as cg.Key, boardPiece(this.variant, piece));
    this.api.setPieces(pieces);
    this.api.set({ lastMove: undefined, turnColor: this.setup.turn });
    this.describe();
    this.drawCursor();
  }

  /** The board changed under the pointer (a piece dragged, dropped or thrown off). */
  private fromBoard(): void {
    const pieces = new Map<string, EditorPiece>();
    for (const [key, piece] of this.api.state.boardState.pieces) {
      if (key !== 'a0') pieces.set(key, editorPiece(this.variant, piece));
    }
    this.setup.pieces = pieces;
    this.changed(false);
    this.describe();
  }

  private renderFields(): void {
    const setup = this.setup;
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

  private problemText(p: PositionProblem): string {
    const args: Record<string, string | number> = {};
    if (p.color) args.color = p.color;
    if (p.square) args.square = p.square;
    // The number is a count of stacks or a stack's height, as the message says.
    if (p.count !== null) {
      args.count = p.count;
      args.height = p.count;
    }
    const id = `position-problem-${p.code}`;
    const text = t(id, args);
    return text === id ? t('position-problem-not-this-game') : text;
  }

  private renderVerdict(failure: string | null): void {
    const box = document.getElementById('editor-verdict');
    const line = box?.querySelector('.verdict-line');
    const list = document.getElementById('editor-problems');
    if (!box || !line || !list) return;
    const v = this.verdict;
    list.replaceChildren();
    box.classList.remove('valid', 'invalid', 'over');
    if (failure !== null || !v) {
      line.textContent = failure ?? t('editor-checking');
      box.classList.add('invalid');
      return;
    }
    if (!v.valid) {
      box.classList.add('invalid');
      line.textContent = t('editor-invalid');
      for (const problem of v.problems) {
        const item = document.createElement('li');
        item.dataset.code = problem.code;
        item.textContent = this.problemText(problem);
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
    const turn = v.turn ?? this.setup.turn;
    line.textContent = v.check ? `${t('editor-valid', { color: turn })} ${t('editor-in-check', { color: turn })}` : t('editor-valid', { color: turn });
  }

  private renderPlay(): void {
    const ok = this.playable();
    this.root.querySelectorAll<HTMLButtonElement>('button[data-play]').forEach(button => {
      if (!button.classList.contains('busy')) button.disabled = !ok;
    });
    const analyse = document.getElementById('editor-analyse') as HTMLAnchorElement | null;
    if (analyse) {
      if (ok?.fen) {
        analyse.href = `/analysis/${this.variant}?fen=${encodeURIComponent(ok.fen)}`;
        analyse.removeAttribute('aria-disabled');
      } else {
        analyse.removeAttribute('href');
        analyse.setAttribute('aria-disabled', 'true');
      }
    }
  }

  /** The position in words for screen readers (#board-text). */
  private describe(): void {
    const node = document.getElementById('board-text');
    if (!node) return;
    const lines: string[] = [];
    for (const color of ['white', 'black'] as const) {
      const parts = [...this.setup.pieces]
        .filter(([, p]) => p.color === color)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([square, p]) => `${square} ${this.pieceWords(p)}`);
      lines.push(`${t(color === 'white' ? 'game-white' : 'game-black')}: ${parts.join(', ')}.`);
    }
    node.textContent = lines.join(' ');
  }

  private pieceWords(piece: EditorPiece): string {
    return pieceText(this.variant, boardPiece(this.variant, piece));
  }

  // ---- tools ----

  private choose(tool: string): void {
    this.tool = tool;
    this.root.querySelectorAll<HTMLButtonElement>('[data-tool]').forEach(button => {
      button.setAttribute('aria-pressed', String(button.dataset.tool === tool));
    });
    this.root.classList.toggle('placing', tool !== 'pointer');
    this.picked = null;
    this.api.selectSquare(null);
    const piece = toolPiece(tool);
    if (piece) this.say(t('editor-chosen', { piece: this.pieceWords(piece) }));
    else this.say(t(`editor-${tool === 'pointer' ? 'move' : tool}-tool-chosen`));
  }

  /** Uses the chosen tool on a square (a click, a tap, or Enter). */
  private apply(square: string): void {
    const pieces = this.setup.pieces;
    const here = pieces.get(square);
    const piece = toolPiece(this.tool);
    if (piece) {
      if (sameKind(here, piece)) {
        pieces.delete(square);
        this.say(t('editor-removed', { square }));
      } else {
        pieces.set(square, piece);
        this.say(t('editor-placed', { piece: this.pieceWords(piece), square }));
      }
    } else if (this.tool === 'erase') {
      if (!here) return;
      pieces.delete(square);
      this.say(t('editor-removed', { square }));
    } else if (this.tool === 'crown') {
      if (!here) return;
      const crown = !here.crowned;
      if (crown) for (const other of pieces.values()) if (other.color === here.color) other.crowned = false;
      here.crowned = crown;
      this.say(t('editor-crowned', { piece: this.pieceWords(here), square }));
    } else return;
    this.changed();
  }

  /** Puts a piece dragged from the palette where it was let go (on a piece too). */
  private dropFromPalette(piece: EditorPiece, point: [number, number] | null): void {
    const key = point ? this.api.getKeyAtDomPos(point) : undefined;
    if (!key || key === 'a0') return;
    this.setup.pieces.set(key, { ...piece });
    this.changed();
  }

  // ---- events ----

  private bindBoard(boardElement: HTMLElement): void {
    // With a piece, the eraser or the crown chosen, a press on the board
    // uses it there and the board component never sees the press.
    const press = (event: MouseEvent | TouchEvent) => {
      if (this.tool === 'pointer') return;
      if (event instanceof MouseEvent && event.button !== 0) return;
      const point = pointOf(event);
      const key = point ? this.api.getKeyAtDomPos(point) : undefined;
      if (!key) return;
      event.stopPropagation();
      event.preventDefault();
      this.apply(key);
    };
    boardElement.addEventListener('mousedown', press, { capture: true });
    boardElement.addEventListener('touchstart', press, { capture: true, passive: false });

    this.root.querySelectorAll<HTMLButtonElement>('.palette-piece').forEach(button => {
      const tool = button.dataset.tool ?? '';
      const piece = toolPiece(tool);
      button.addEventListener('click', () => this.choose(tool));
      if (!piece) return;
      const drag = (event: MouseEvent | TouchEvent) => {
        if (event instanceof MouseEvent && event.button !== 0) return;
        this.choose(tool);
        event.preventDefault();
        this.api.dragNewPiece(boardPiece(this.variant, piece), false, event as cg.MouchEvent, true);
        const end = (up: MouseEvent | TouchEvent) => {
          document.removeEventListener('mouseup', end);
          document.removeEventListener('touchend', end);
          this.dropFromPalette(piece, pointOf(up));
        };
        document.addEventListener('mouseup', end);
        document.addEventListener('touchend', end);
      };
      button.addEventListener('mousedown', drag);
      button.addEventListener('touchstart', drag, { passive: false });
    });
  }

  private bindControls(): void {
    this.root.querySelectorAll<HTMLButtonElement>('.tool[data-tool]').forEach(button => {
      button.addEventListener('click', () => this.choose(button.dataset.tool ?? 'pointer'));
    });
    this.root.querySelector('[data-action="flip"]')?.addEventListener('click', () => this.flip());
    this.root.querySelector('[data-action="start"]')?.addEventListener('click', () => {
      this.setup = readSetup(this.variant, this.startFen);
      this.changed();
    });
    this.root.querySelector('[data-action="clear"]')?.addEventListener('click', () => {
      this.setup = emptySetup();
      this.changed();
    });
    this.root.querySelectorAll<HTMLInputElement>('input[name="turn"]').forEach(input => {
      input.addEventListener('change', () => {
        this.setup.turn = input.value === 'b' ? 'black' : 'white';
        this.changed();
      });
    });
    this.root.querySelectorAll<HTMLInputElement>('input[name="castling"]').forEach(input => {
      input.addEventListener('change', () => {
        const rights = new Set(this.setup.castling);
        if (input.checked) rights.add(input.value);
        else rights.delete(input.value);
        this.setup.castling = [...'KQkq'].filter(r => rights.has(r)).join('');
        this.changed();
      });
    });
    document.getElementById('editor-ep')?.addEventListener('change', event => {
      this.setup.ep = (event.target as HTMLSelectElement).value;
      this.changed();
    });
    const form = document.getElementById('editor-text-form') as HTMLFormElement | null;
    const input = document.getElementById('editor-text') as HTMLInputElement | null;
    form?.addEventListener('submit', event => {
      event.preventDefault();
      if (input) void this.load(input.value).then(ok => ok && this.changed());
    });
    input?.addEventListener('paste', () => {
      // The pasted text is in the field once the event is over.
      window.setTimeout(() => form?.requestSubmit(), 0);
    });
    this.root.querySelector('[data-action="copy"]')?.addEventListener('click', () => void this.copy());
    this.root.querySelectorAll<HTMLButtonElement>('button[data-play]').forEach(button => {
      button.addEventListener('click', () => void this.play(button));
    });
  }

  private async copy(): Promise<void> {
    const text = this.text();
    const input = document.getElementById('editor-text') as HTMLInputElement | null;
    if (input) input.value = text;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      input?.select();
      document.execCommand('copy');
    }
    this.say(t('editor-copied'));
  }

  private flip(): void {
    this.api.toggleOrientation();
    const white = document.getElementById('palette-white');
    const black = document.getElementById('palette-black');
    if (white && black) {
      const bottom = this.api.state.orientation === 'white' ? white : black;
      const top = bottom === white ? black : white;
      this.frame.before(top);
      this.frame.after(bottom);
    }
    this.drawCursor();
  }

  private selected(name: string): string {
    return this.root.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value ?? '';
  }

  private async play(button: HTMLButtonElement): Promise<void> {
    const position = this.playable();
    if (!position?.fen) return;
    const kind = button.dataset.play;
    const error = document.getElementById('editor-error');
    if (error) error.hidden = true;
    if (kind === 'local') {
      location.href = createLocalGame(this.variant, position.fen);
      return;
    }
    const color = (this.selected('play-color') || 'white') as Color | 'random';
    const level = Number((document.getElementById('editor-level') as HTMLSelectElement | null)?.value ?? 2);
    const clockText = (document.getElementById('editor-clock') as HTMLSelectElement | null)?.value ?? '';
    const clockMatch = /^(\d+)\+(\d+)$/.exec(clockText);
    const clock = clockMatch ? { initial: Number(clockMatch[1]) * 60, increment: Number(clockMatch[2]) } : null;
    button.disabled = true;
    button.classList.add('busy');
    try {
      const seat = await api.createGame(
        kind === 'computer'
          ? { variant: this.variant, fen: position.fen, color, opponent: 'computer', level, clock: null }
          : { variant: this.variant, fen: position.fen, color, opponent: 'friend', clock },
      );
      location.href = seat.url;
    } catch (e) {
      if (error) {
        error.textContent = errorText(e);
        error.hidden = false;
      }
      button.classList.remove('busy');
      this.renderPlay();
    }
  }

  // ---- keyboard ----

  private bindKeyboard(): void {
    const frame = this.frame;
    frame.tabIndex = 0;
    frame.setAttribute('role', 'application');
    frame.setAttribute('aria-roledescription', t('board-roledescription'));
    frame.setAttribute('aria-label', t('editor-keyboard-help'));
    this.mark.className = 'kb-cursor';
    this.mark.hidden = true;
    this.mark.setAttribute('aria-hidden', 'true');
    frame.append(this.mark);
    frame.addEventListener('focus', event => {
      if (event.target !== frame) return;
      this.drawCursor();
      this.say(this.squareWords(this.cursor));
    });
    frame.addEventListener('blur', () => (this.mark.hidden = true));
    frame.addEventListener('keydown', event => this.key(event));
  }

  private key(event: KeyboardEvent): void {
    cursorKey(event, this.frame, { step: step => this.stepCursor(step), choose: () => this.keyboardUse(), picked: () => !!this.picked, cancel: () => this.dropPick(), say: text => this.say(text) });
  }

  /** Puts back the piece picked up with the keyboard. */
  private dropPick(): void {
    this.picked = null;
    this.drawCursor();
  }

  private stepCursor(step: [number, number]): void {
    const sign = this.api.state.orientation === 'white' ? 1 : -1;
    const file = FILES.indexOf(this.cursor[0]) + step[0] * sign;
    const rank = Number(this.cursor[1]) + step[1] * sign;
    if (file < 0 || file > 7 || rank < 1 || rank > 8) {
      this.say(t('board-edge'));
      return;
    }
    this.cursor = `${FILES[file]}${rank}`;
    this.drawCursor();
    this.say(this.squareWords(this.cursor));
  }

  /** Enter on a square: the chosen tool there, or (moving) pick up and put down. */
  private keyboardUse(): void {
    const square = this.cursor;
    if (this.tool !== 'pointer') {
      this.apply(square);
      return;
    }
    const pieces = this.setup.pieces;
    if (!this.picked) {
      const piece = pieces.get(square);
      if (!piece) {
        this.say(this.squareWords(square));
        return;
      }
      this.picked = square;
      this.drawCursor();
      this.say(t('editor-picked', { piece: this.pieceWords(piece), square }));
      return;
    }
    const from = this.picked;
    this.picked = null;
    const piece = pieces.get(from);
    if (piece && from !== square) {
      pieces.delete(from);
      pieces.set(square, piece);
      this.say(t('editor-placed', { piece: this.pieceWords(piece), square }));
      this.changed();
    } else {
      this.drawCursor();
      this.say(t('board-cancelled'));
    }
  }

  private squareWords(square: string): string {
    const piece = this.setup.pieces.get(square);
    return `${square}, ${piece ? this.pieceWords(piece) : t('board-empty')}`;
  }

  private drawCursor(): void {
    const focused = document.activeElement === this.frame;
    this.mark.hidden = !focused;
    this.mark.classList.toggle('holding', !!this.picked);
    const white = this.api.state.orientation === 'white';
    const file = FILES.indexOf(this.cursor[0]);
    const rank = Number(this.cursor[1]) - 1;
    this.mark.style.left = `${(white ? file : 7 - file) * 12.5}%`;
    this.mark.style.top = `${(white ? 7 - rank : rank) * 12.5}%`;
  }

  private say(text: string): void {
    const region = document.getElementById('announce');
    if (region) region.textContent = text;
  }
}
