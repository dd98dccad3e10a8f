// TV (/tv, /tv/{variant}): the game being played by the highest-rated
// players (of one game, or of all), followed through the spectators'
// socket, as the embed follows a game (its messages go to a GameCtrl);
// when it ends, the last position stays a moment, then the next best game
// is asked for (GET /api/tv) and followed, or asked for again until one
// is being played.

import { api, call } from './api';
import { Board, type Color } from './board';
import { ClockDisplay } from './clock-view';
import { GameCtrl } from './game-ctrl';
import { resultLine } from './game-result';
import { spectate } from './game-socket';
import type { GameView, TvAnswer } from './generated';
import { gameName, t, type PageData } from './i18n';
import { renderMoveList } from './move-list';

/** How long a game that ended stays on screen before the next. */
const BETWEEN_GAMES_MS = 2500;
/** How often TV asks again while nobody plays. */
const ASK_AGAIN_MS = 2000;

export function startTv(page: PageData): void {
  const element = document.getElementById('board');
  if (!element) return;
  const tv = new Tv(new Board(element, { onMove: () => undefined }, 'white'), page.variant ?? null);
  void tv.next(null);
}

function sleep(ms: number): Promise<void> {
  return new Promise(resolve => window.setTimeout(resolve, ms));
}

/** "BOT Ada (1500?)", or the colour's word for a player without a name. */
function playerText(g: GameView, color: Color): string {
  const p = g.players[color].player;
  if (!p) return t(color === 'white' ? 'game-white' : 'game-black');
  return `${p.bot ? `${t('player-bot-title')} ` : ''}${p.name} (${p.rating})`;
}

class Tv {
  private ctrl: GameCtrl | null = null;
  private socket: ReturnType<typeof spectate> | null = null;
  private readonly root = document.getElementById('tv');
  private readonly clocks = new ClockDisplay(
    () =>
      (['white', 'black'] as const).flatMap(color => {
        const node = document.querySelector<HTMLElement>(`#tv-${color} .tv-clock`);
        return node ? [{ node, color }] : [];
      }),
    () => null,
  );

  constructor(
    private readonly board: Board,
    private readonly variant: string | null,
  ) {}

  /** Finds the best game being played (not `after`) and follows it. */
  async next(after: string | null): Promise<void> {
    for (;;) {
      const query = after ? `?after=${encodeURIComponent(after)}` : '';
      const answer = await call<TvAnswer>('GET', `/api/tv${this.variant ? `/${this.variant}` : ''}${query}`).catch(() => null);
      if (answer?.game) {
        await this.follow(answer.game);
        return;
      }
      this.setEmpty(true);
      await sleep(ASK_AGAIN_MS);
    }
  }

  private setEmpty(empty: boolean): void {
    const note = document.getElementById('tv-empty');
    if (note) note.hidden = !empty;
    const stage = document.getElementById('tv-stage');
    if (stage) stage.hidden = empty;
  }

  private async follow(id: string): Promise<void> {
    this.socket?.close();
    const ctrl = new GameCtrl(await api.game(id), null);
    this.ctrl = ctrl;
    if (this.root) this.root.dataset.game = id;
    this.setEmpty(false);
    this.draw();
    let ended = false;
    const socket = spectate(id, ctrl, () => {
      if (this.ctrl !== ctrl) return;
      this.draw();
      const over = ctrl.game.status === 'finished' || ctrl.game.status === 'aborted';
      if (over && !ended) {
        ended = true;
        socket.close();
        window.setTimeout(() => void this.next(id), BETWEEN_GAMES_MS);
      }
    });
    this.socket = socket;
  }

  private draw(): void {
    const g = this.ctrl?.game;
    if (!g) return;
    const last = g.moves[g.moves.length - 1];
    this.board.show({ variant: g.variant, fen: g.fen, turn: g.turn, dests: {}, lastMove: last?.uci ?? null, check: g.check, movable: null });
    for (const color of ['white', 'black'] as const) {
      const name = document.querySelector(`#tv-${color} .tv-name`);
      if (name) name.textContent = playerText(g, color);
    }
    const over = g.status === 'finished' || g.status === 'aborted';
    this.clocks.set(g.clock, over);
    const title = document.getElementById('tv-game');
    if (title) {
      title.textContent = gameName(g.variant);
      title.setAttribute('href', `/game/${g.id}`);
    }
    const result = document.getElementById('tv-result');
    if (result) {
      result.hidden = !over;
      result.textContent = over ? resultLine(g) : '';
    }
    if (this.root) this.root.dataset.ply = String(g.moves.length);
    const list = document.getElementById('moves');
    if (list) renderMoveList(list, g, g.moves.length, null, () => undefined);
  }
}
