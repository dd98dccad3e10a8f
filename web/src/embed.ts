// The board other sites frame (/embed/{id}, /embed/analysis/{variant}):
// the position, the players, the move list and arrows to step through it.
// A game still being played is followed through the spectators' socket
// (its messages go to a GameCtrl, as on the game page); the view shown
// follows the last move unless the visitor stepped back.

import { api } from './api';
import { Board } from './board';
import { GameCtrl } from './game-ctrl';
import { resultLine } from './game-result';
import { spectate } from './game-socket';
import type { NavStep } from './generated';
import { type PageData } from './i18n';
import { renderMoveList } from './move-list';
import { NAV_KEYS, stepsBack, stepTo } from './nav-step';
import { onNavigate } from './page-actions';

interface EmbedData extends PageData {
  fen?: string;
  names?: { white: string; black: string };
}

/** The positions an embed can show: the start and after each move. */
interface Shown {
  variant: string;
  initialFen: string;
  moves: { uci: string; san: string; fen: string; check: boolean }[];
}

export function startEmbed(page: PageData): void {
  const data = page as EmbedData;
  const element = document.getElementById('board');
  if (!element) return;
  const board = new Board(element, { onMove: () => undefined }, 'white');
  const view = new EmbedView(board);
  const names = data.names;
  if (names) view.setNames(names.white, names.black);
  // A position alone has no players.
  else for (const id of ['embed-top', 'embed-bottom']) document.getElementById(id)?.setAttribute('hidden', '');
  if (data.gameId) void followGame(data.gameId, view);
  else if (data.variant && data.fen) view.show({ variant: data.variant, initialFen: data.fen, moves: [] }, true);
}

async function followGame(id: string, view: EmbedView): Promise<void> {
  const ctrl = new GameCtrl(await api.game(id), null);
  const draw = (): void => {
    const g = ctrl.game;
    view.show({ variant: g.variant, initialFen: g.initialFen, moves: g.moves }, false);
    view.setResult(g.outcome || g.status === 'aborted' ? resultLine(g) : null);
  };
  draw();
  if (ctrl.game.status === 'finished' || ctrl.game.status === 'aborted') return;
  spectate(id, ctrl, draw);
}

/** Draws the embed: the board at the ply shown, the list, the result. */
class EmbedView {
  private shown: Shown | null = null;
  private ply = 0;
  private list = document.getElementById('moves');

  constructor(private board: Board) {
    onNavigate(step => this.step(step));
    document.addEventListener('keydown', e => {
      const nav = NAV_KEYS[e.key];
      if (!nav) return;
      e.preventDefault();
      this.step(nav);
    });
  }

  setNames(white: string, black: string): void {
    const name = (id: string, text: string, color: string): void => {
      const strip = document.getElementById(id);
      const node = strip?.querySelector('.embed-name');
      if (node) node.textContent = text;
      strip?.setAttribute('data-color', color);
    };
    // Racing Kings is seen from White's side too: White at the bottom.
    name('embed-top', black, 'black');
    name('embed-bottom', white, 'white');
  }

  setResult(text: string | null): void {
    const node = document.getElementById('embed-result');
    if (!node) return;
    node.hidden = !text;
    node.textContent = text ?? '';
  }

  /** New moves: the board follows them if it was at the last one. */
  show(shown: Shown, first: boolean): void {
    const following = first || !this.shown || this.ply === this.shown.moves.length;
    this.shown = shown;
    if (following) this.ply = shown.moves.length;
    this.draw();
  }

  private step(nav: NavStep): void {
    this.ply = stepTo(nav, this.ply, this.shown?.moves.length ?? 0);
    this.draw();
  }

  private draw(): void {
    const s = this.shown;
    if (!s) return;
    const at = s.moves[this.ply - 1];
    const fen = at ? at.fen : s.initialFen;
    const turn = fen.split(/\s+/)[1] === 'b' ? 'black' : 'white';
    this.board.show({ variant: s.variant, fen, turn, dests: {}, lastMove: at?.uci ?? null, check: at?.check ?? false, movable: null });
    const root = document.getElementById('embed');
    if (root) root.dataset.ply = String(this.ply);
    if (this.list) this.list.hidden = s.moves.length === 0;
    if (this.list) renderMoveList(this.list, s, this.ply, null, ply => {
      this.ply = ply;
      this.draw();
    });
    for (const button of document.querySelectorAll<HTMLButtonElement>('[data-nav]')) {
      const back = stepsBack(button.dataset.nav);
      button.disabled = back ? this.ply === 0 : this.ply === s.moves.length;
    }
  }
}
