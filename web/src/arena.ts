// The arena page (/tournament/{id}): reads the arena over HTTP, follows
// /ws/tournament/{id} through the one socket module, and routes what
// comes to ArenaCtrl; ArenaPageView draws. The one place that sends:
// join, pause, withdraw and the standings pages.

import { errorText, socketUrl } from './api';
import { arenas } from './arena-api';
import { ArenaCtrl } from './arena-ctrl';
import { ArenaPageView } from './arena-view';
import type { ArenaIn, ArenaOut } from './arena-wire';
import { t, type PageData } from './i18n';
import { players } from './players-api';
import { Socket, type Handlers } from './socket';

export async function startArenaPage(data: PageData & { arenaId?: string }): Promise<void> {
  const id = data.arenaId ?? '';
  const view = new ArenaPageView();
  let named = false;
  try {
    named = (await players.me()).player !== null;
  } catch {
    // Not knowing the player leaves the join button as "take a name".
  }
  let ctrl: ArenaCtrl;
  try {
    ctrl = new ArenaCtrl(await arenas.get(id), named, performance.now());
  } catch (error) {
    const table = document.getElementById('arena-table');
    if (table) table.replaceChildren();
    view.showError(errorText(error));
    return;
  }
  new ArenaPage(id, ctrl, view).start();
}

class ArenaPage {
  private socket: Socket<ArenaOut, ArenaIn> | null = null;

  constructor(
    private id: string,
    private ctrl: ArenaCtrl,
    private view: ArenaPageView,
  ) {}

  start(): void {
    this.draw();
    window.setInterval(() => this.view.tick(this.ctrl, performance.now()), 1000);
    document.getElementById('arena-actions')?.addEventListener('click', event => {
      const button = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-arena-action]');
      const action = button?.dataset.arenaAction;
      if (action === 'join' || action === 'resume' || action === 'pause' || action === 'withdraw') void this.act(action);
    });
    document.getElementById('arena-pager')?.addEventListener('click', event => {
      const page = Number((event.target as HTMLElement).closest<HTMLButtonElement>('button[data-page]')?.dataset.page);
      if (Number.isInteger(page) && page >= 1) void this.read(page);
    });
    this.socket = new Socket<ArenaOut, ArenaIn>({
      url: () => socketUrl(`/ws/tournament/${encodeURIComponent(this.id)}`),
      handlers: this.handlers(),
      ping: { t: 'ping' },
      // Back after a drop: what was missed is read again.
      onOpen: () => void this.read(this.ctrl.page),
    });
    this.socket.now();
  }

  private handlers(): Handlers<ArenaOut> {
    const take = (msg: ArenaOut): void => this.take(msg);
    return { standings: take, status: take, featured: take, game: take, end: take, error: take, pong: take };
  }

  private take(msg: ArenaOut): void {
    const out = this.ctrl.receive(msg, performance.now());
    if (out.error) this.view.showError(t(`error-code-${out.error}`));
    this.draw();
    if (out.go) {
      const go = out.go;
      // The notice says so for a moment, then the game opens.
      window.setTimeout(() => location.assign(go), 600);
    }
    if (out.refetch) void this.read(this.ctrl.page);
    if (msg.t === 'end') this.socket?.close();
  }

  private draw(): void {
    this.view.draw(this.ctrl, performance.now());
  }

  private async read(page: number): Promise<void> {
    try {
      this.ctrl.fromHttp(await arenas.get(this.id, page), performance.now());
      this.view.showError(null);
    } catch (error) {
      this.view.showError(errorText(error));
    }
    this.draw();
  }

  private async act(action: 'join' | 'resume' | 'pause' | 'withdraw'): Promise<void> {
    this.ctrl.busy = true;
    this.draw();
    try {
      if (action === 'pause') await arenas.pause(this.id);
      else if (action === 'withdraw') await arenas.withdraw(this.id);
      else await arenas.join(this.id);
      this.ctrl.acted(action, this.ctrl.arena.me);
      this.view.showError(null);
    } catch (error) {
      this.ctrl.busy = false;
      this.view.showError(errorText(error));
    }
    await this.read(this.ctrl.page);
  }
}
