// The arena page (/tournament/{id}): reads the arena over HTTP, follows
// /ws/tournament/{id} through the one socket module, and routes what
// comes to ArenaCtrl; ArenaPageView draws. The one place that sends:
// join, pause, withdraw and the standings page followed.

import { errorText, socketUrl } from './api';
import { arenas } from './arena-api';
import { ArenaCtrl } from './arena-ctrl';
import { ArenaPageView } from './arena-view';
import type { ArenaIn, ArenaOut } from './arena-wire';
import { t, type PageData } from './i18n';
import { Socket, type Handlers } from './socket';

/** How long "your game is starting" shows before the game opens. */
const STARTING_MS = 600;

export async function startArenaPage(data: PageData & { arenaId?: string }): Promise<void> {
  const id = data.arenaId ?? '';
  const view = new ArenaPageView();
  try {
    const ctrl = new ArenaCtrl(await arenas.get(id), performance.now());
    new ArenaPage(id, ctrl, view).start();
  } catch (error) {
    document.getElementById('arena-table')?.replaceChildren();
    view.showError(errorText(error));
  }
}

type Act = 'join' | 'resume' | 'pause' | 'withdraw';

class ArenaPage {
  private socket: Socket<ArenaOut, ArenaIn> | null = null;

  constructor(
    private id: string,
    private ctrl: ArenaCtrl,
    private view: ArenaPageView,
  ) {}

  start(): void {
    this.draw();
    const after = new URLSearchParams(location.search).get('after');
    if (after !== null) history.replaceState(null, '', location.pathname);
    const arrived = this.ctrl.arrived(after);
    if (arrived.go) {
      this.draw();
      window.setTimeout(() => location.assign(arrived.go ?? '/'), STARTING_MS);
    }
    window.setInterval(() => this.view.tick(this.ctrl, performance.now()), 1000);
    document.getElementById('arena-actions')?.addEventListener('click', event => {
      const action = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-arena-action]')?.dataset.arenaAction;
      if (action === 'join' || action === 'resume' || action === 'pause' || action === 'withdraw') void this.act(action);
    });
    document.getElementById('arena-table')?.addEventListener('click', event => this.playerClicked(event));
    document.getElementById('arena-player')?.addEventListener('click', event => this.playerClicked(event));
    document.getElementById('arena-pager')?.addEventListener('click', event => {
      const page = Number((event.target as HTMLElement).closest<HTMLButtonElement>('button[data-page]')?.dataset.page);
      if (Number.isInteger(page) && page >= 1) void this.turnTo(page);
    });
    if (this.ctrl.arena.status === 'finished') return;
    this.socket = new Socket<ArenaOut, ArenaIn>({
      // Back after a drop, it follows the page shown.
      url: () => socketUrl(`/ws/tournament/${encodeURIComponent(this.id)}${this.ctrl.page > 1 ? `?page=${this.ctrl.page}` : ''}`),
      handlers: this.handlers(),
      ping: { t: 'ping' },
    });
    this.socket.now();
  }

  private handlers(): Handlers<ArenaOut> {
    const take = (msg: ArenaOut): void => this.take(msg);
    return { standings: take, game: take, error: take, pong: take };
  }

  private take(msg: ArenaOut): void {
    const out = this.ctrl.receive(msg, performance.now());
    if (out.error) this.view.showError(t(`error-code-${out.error}`));
    this.draw();
    if (out.go) {
      const go = out.go;
      window.setTimeout(() => location.assign(go), STARTING_MS);
    }
    if (out.refetch) {
      this.socket?.close();
      void this.read();
    }
  }

  private draw(): void {
    this.view.draw(this.ctrl, performance.now());
  }

  /** Reads the arena again (the page followed). */
  private async read(): Promise<void> {
    try {
      this.ctrl.fromHttp(await arenas.get(this.id, this.ctrl.page), performance.now());
      this.view.showError(null);
    } catch (error) {
      this.view.showError(errorText(error));
    }
    this.draw();
  }

  /** A player's name opens their games in this arena; Close (or the same name) closes them. */
  private playerClicked(event: Event): void {
    const name = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-player]')?.dataset.player;
    if (name === undefined) return;
    if (name === '' || this.ctrl.player?.row.name === name) {
      this.ctrl.showPlayer(null);
      this.draw();
      return;
    }
    void this.showPlayer(name);
  }

  private async showPlayer(name: string): Promise<void> {
    try {
      this.ctrl.showPlayer(await arenas.player(this.id, name));
      this.view.showError(null);
    } catch (error) {
      this.view.showError(errorText(error));
    }
    this.draw();
    document.getElementById('arena-player-title')?.scrollIntoView({ block: 'nearest' });
  }

  private async turnTo(page: number): Promise<void> {
    this.ctrl.follow(page);
    this.socket?.send({ t: 'page', page });
    await this.read();
  }

  private async act(action: Act): Promise<void> {
    this.ctrl.busy = true;
    this.draw();
    try {
      if (action === 'pause') await arenas.pause(this.id);
      else if (action === 'withdraw') await arenas.withdraw(this.id);
      else await arenas.join(this.id);
      this.view.showError(null);
    } catch (error) {
      this.view.showError(errorText(error));
    }
    this.ctrl.busy = false;
    await this.read();
  }
}
