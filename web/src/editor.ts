// The board editor (/editor/{variant}): set up any position of a game on a
// board, with a palette of pieces (Lielow: stacks of every height, and the
// crown), the side to move, castling and en passant where the game has
// them, and the position text in and out. The client keeps no rules: after
// every change the server's rules judge the position (POST /api/position),
// and the ways to play from it open only when they find it valid.
//
// This file is the page: it makes the board, turns the player's clicks,
// drags and keys into the EditorCtrl's changes (editor-ctrl.ts), asks the
// server, and has the EditorView (editor-view.ts) draw what follows.

import { Chessground } from 'chessgroundx';
import type { Api } from 'chessgroundx/api';
import type * as cg from 'chessgroundx/types';

import { api, errorText, variantName, type PositionAnswer, type VariantName } from './api';
import type { Color } from './board';
import { EditorCtrl } from './editor-ctrl';
import { boardPiece, editorPiece, toolPiece, type EditorPiece } from './editor-setup';
import { EditorView } from './editor-view';
import { t, type PageData } from './i18n';
import { cursorKey } from './keyboard';
import { onAction } from './page-actions';
import { createLocalGame } from './storage';

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
  new EditorPage(root, boardElement, variantName(data.variant) ?? 'chess', data.startFen ?? '');
}

class EditorPage {
  private readonly ctrl: EditorCtrl;
  private readonly view: EditorView;
  private readonly board: Api;
  /** Verdicts asked for; an answer to an older question is dropped. */
  private asked = 0;
  private timer: number | undefined;

  constructor(
    private readonly root: HTMLElement,
    boardElement: HTMLElement,
    variant: VariantName,
    startFen: string,
  ) {
    this.ctrl = new EditorCtrl(variant, startFen);
    this.board = Chessground(boardElement, {
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
    const frame = document.getElementById('editor-frame') ?? boardElement;
    this.view = new EditorView(root, this.ctrl, this.board, frame);
    this.bindBoard(boardElement);
    this.bindKeyboard();
    this.bindControls();
    void this.begin();
  }

  /** The first position: `?fen=`, else the one left here last time, else the start. */
  private async begin(): Promise<void> {
    const asked = new URLSearchParams(location.search).get('fen');
    let saved: string | null = null;
    try {
      saved = localStorage.getItem(storageKey(this.ctrl.variant));
    } catch {
      /* storage disabled */
    }
    const first = asked ?? saved;
    if (first && !(await this.load(first))) this.ctrl.reset();
    this.changed();
  }

  /**
   * Loads a position text: refused when it cannot be read at all (the
   * board is left as it was), loaded even when the rules find it
   * impossible, so it can be mended here.
   */
  private async load(text: string): Promise<boolean> {
    let answer: PositionAnswer;
    try {
      answer = await api.position(this.ctrl.variant, text.trim());
    } catch (e) {
      this.view.textError(errorText(e));
      return false;
    }
    if (answer.problems.some(p => p.code === 'malformed')) {
      this.view.textError(t('editor-unreadable'));
      return false;
    }
    this.view.textError(null);
    this.ctrl.load(text);
    return true;
  }

  /** The setup changed: draw it, keep it, and ask the rules about it. */
  private changed(drawBoard = true): void {
    this.view.setup(drawBoard);
    const text = this.ctrl.text();
    try {
      localStorage.setItem(storageKey(this.ctrl.variant), text);
    } catch {
      /* storage full or disabled: the editor works on */
    }
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(() => void this.judge(text), 120);
  }

  private async judge(text: string): Promise<void> {
    const asked = ++this.asked;
    let answer: PositionAnswer;
    try {
      answer = await api.position(this.ctrl.variant, text);
    } catch (e) {
      if (asked !== this.asked) return;
      this.ctrl.judgeFailed(errorText(e));
      this.view.verdict();
      return;
    }
    if (asked !== this.asked || !this.ctrl.judge(text, answer)) return;
    this.view.verdict();
    this.view.play();
  }

  /** The board changed under the pointer (a piece dragged, dropped or thrown off). */
  private fromBoard(): void {
    const pieces = new Map<string, EditorPiece>();
    for (const [key, piece] of this.board.state.boardState.pieces) pieces.set(key, editorPiece(this.ctrl.variant, piece));
    this.ctrl.setPieces(pieces);
    this.changed(false);
  }

  private choose(tool: string): void {
    const said = this.ctrl.choose(tool);
    this.view.tool();
    this.view.say(said);
  }

  /** Uses the chosen tool on a square (a click or a tap). */
  private apply(square: string): void {
    const said = this.ctrl.apply(square);
    if (said === null) return;
    this.view.say(said);
    this.changed();
  }

  /** Puts a piece dragged from the palette where it was let go (on a piece too). */
  private dropFromPalette(piece: EditorPiece, point: [number, number] | null): void {
    const key = point ? this.board.getKeyAtDomPos(point) : undefined;
    if (!key || key === 'a0') return;
    this.ctrl.drop(piece, key);
    this.changed();
  }

  // ---- events ----

  private bindBoard(boardElement: HTMLElement): void {
    // With a piece, the eraser or the crown chosen, a press on the board
    // uses it there and the board component never sees the press.
    const press = (event: MouseEvent | TouchEvent) => {
      if (this.ctrl.tool === 'pointer') return;
      if (event instanceof MouseEvent && event.button !== 0) return;
      const point = pointOf(event);
      const key = point ? this.board.getKeyAtDomPos(point) : undefined;
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
        this.board.dragNewPiece(boardPiece(this.ctrl.variant, piece), false, event as cg.MouchEvent, true);
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
    onAction('flip', () => this.flip(), this.root);
    onAction(
      'start',
      () => {
        this.ctrl.reset();
        this.changed();
      },
      this.root,
    );
    onAction(
      'clear',
      () => {
        this.ctrl.clear();
        this.changed();
      },
      this.root,
    );
    this.root.querySelectorAll<HTMLInputElement>('input[name="turn"]').forEach(input => {
      input.addEventListener('change', () => {
        this.ctrl.setTurn(input.value === 'b' ? 'black' : 'white');
        this.changed();
      });
    });
    this.root.querySelectorAll<HTMLInputElement>('input[name="castling"]').forEach(input => {
      input.addEventListener('change', () => {
        this.ctrl.setCastling(input.value, input.checked);
        this.changed();
      });
    });
    document.getElementById('editor-ep')?.addEventListener('change', event => {
      this.ctrl.setEp((event.target as HTMLSelectElement).value);
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
    onAction('copy', () => void this.copy(), this.root);
    this.root.querySelectorAll<HTMLButtonElement>('button[data-play]').forEach(button => {
      button.addEventListener('click', () => void this.play(button));
    });
  }

  private async copy(): Promise<void> {
    const text = this.ctrl.text();
    const input = this.view.text(text);
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      input?.select();
      document.execCommand('copy');
    }
    this.view.say(t('editor-copied'));
  }

  private flip(): void {
    this.board.toggleOrientation();
    this.ctrl.flip();
    this.view.flipped();
  }

  private selected(name: string): string {
    return this.root.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value ?? '';
  }

  private async play(button: HTMLButtonElement): Promise<void> {
    const kind = button.dataset.play;
    const fen = this.ctrl.playable()?.fen;
    if (!fen) return;
    this.view.error(null);
    if (kind === 'local') {
      location.href = createLocalGame(this.ctrl.variant, fen);
      return;
    }
    const request = this.ctrl.gameRequest({
      kind: kind === 'computer' ? 'computer' : 'friend',
      color: (this.selected('play-color') || 'white') as Color | 'random',
      level: Number((document.getElementById('editor-level') as HTMLSelectElement | null)?.value ?? 2),
      clock: (document.getElementById('editor-clock') as HTMLSelectElement | null)?.value ?? '',
    });
    if (!request) return;
    this.view.busy(button, true);
    try {
      location.href = (await api.createGame(request)).url;
    } catch (e) {
      this.view.error(errorText(e));
      this.view.busy(button, false);
    }
  }

  // ---- keyboard ----

  private bindKeyboard(): void {
    const frame = this.view.frame;
    frame.tabIndex = 0;
    frame.setAttribute('role', 'application');
    frame.setAttribute('aria-roledescription', t('board-roledescription'));
    frame.setAttribute('aria-label', t('editor-keyboard-help'));
    frame.addEventListener('focus', event => {
      if (event.target !== frame) return;
      this.view.cursor();
      this.view.say(this.ctrl.squareWords(this.ctrl.cursor));
    });
    frame.addEventListener('blur', () => (this.view.mark.hidden = true));
    frame.addEventListener('keydown', event =>
      cursorKey(event, frame, {
        step: step => {
          this.view.say(this.ctrl.step(step));
          this.view.cursor();
        },
        choose: () => {
          const { say, changed } = this.ctrl.use();
          this.view.say(say);
          if (changed) this.changed();
          else this.view.cursor();
        },
        picked: () => !!this.ctrl.picked,
        cancel: () => {
          this.ctrl.dropPick();
          this.view.cursor();
        },
        say: text => this.view.say(text),
      }),
    );
  }
}
