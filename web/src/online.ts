// Online games: the player's own page (/game/{id}/{seat}), the invitation
// and spectator page (/game/{id}). The game comes from GET /api/games/…,
// then from the game's socket (docs/protocol.md; web/src/socket/), which
// resumes with the last event number seen after a drop. The state and its
// transitions are GameCtrl's (game-ctrl.ts); this module wires the socket,
// the ctrl and the views together, and is the one place that sends.

import { api, errorText, socketUrl, type ChatPreset, type GameAction, type GameIn, type GameOut } from './api';
import { drawArenaBox, returnToArena } from './arena-game';
import type { Color } from './board';
import { ChatCtrl, isChatRefusal, type ChatOut } from './chat-ctrl';
import { ChatView, type ChatHost } from './chat-view';
import { timeControlText } from './game-events';
import { GameCtrl, type Outcome } from './game-ctrl';
import { gameHandlers } from './game-socket';
import { GameView } from './game-view';
import { t, type PageData } from './i18n';
import { shareLink } from './invitation';
import { loadGame } from './online-load';
import { drawOnlinePage, showGameLinks } from './online-view';
import { RatedNames } from './rated';
import { Socket, type Handlers } from './socket';
import { chatMuted, rememberCurrentGame, setChatMuted } from './storage';
import { sounds } from './sound';

export function startOnlinePage(data: PageData): void {
  void new OnlineGame(data.gameId ?? '', data.seat ?? null).start();
}

class OnlineGame implements ChatHost {
  private view: GameView | null = null;
  private ctrl: GameCtrl | null = null;
  private chat: ChatCtrl | null = null;
  private chatView: ChatView | null = null;
  private socket: Socket<GameOut, GameIn> | null = null;
  private rated = new RatedNames();

  constructor(
    private id: string,
    private seat: string | null,
  ) {}

  you(): Color | null {
    return this.ctrl?.yourColor ?? null;
  }

  async start(): Promise<void> {
    const game = await loadGame(this.id, this.seat);
    if (!game) return;
    if (!this.seat && game.you?.url) {
      location.replace(game.you.url);
      return;
    }
    const ctrl = new GameCtrl(game, this.seat);
    this.ctrl = ctrl;
    const orientation: Color = game.variant === 'racingkings' ? 'white' : (ctrl.yourColor ?? 'white');
    this.view = new GameView(this, orientation);
    this.chat = new ChatCtrl(ctrl.yourColor, chatMuted());
    this.chatView = new ChatView(this);
    showGameLinks(game);
    if (ctrl.yourColor) rememberCurrentGame({ url: location.pathname, variant: game.variant });
    this.render();
    this.showTimeControl();
    document.getElementById('berserk-button')?.addEventListener('click', () => this.berserk());
    this.socket = new Socket<GameOut, GameIn>({
      url: () => this.socketUrl(),
      handlers: this.handlers(),
      ping: { t: 'ping' },
      onOpen: () => ctrl.opened(),
      onDown: () => {
        ctrl.down();
        this.render();
      },
    });
    this.socket.now();
  }

  /** The game's socket, asking for the events after the last one seen. */
  private socketUrl(): string {
    const params = new URLSearchParams();
    if (this.seat) params.set('seat', this.seat);
    const since = this.ctrl?.lastEvent ?? 0;
    if (since) params.set('since', String(since));
    const query = params.toString();
    return socketUrl(`/ws/game/${encodeURIComponent(this.id)}${query ? `?${query}` : ''}`);
  }

  /** Every message of the game socket goes to the ctrl; what it says to do is done here. */
  private handlers(): Handlers<GameOut> {
    const take = (msg: GameOut) => this.take(msg);
    const chat = (msg: ChatOut) => {
      this.chat?.receive(msg);
      this.drawChat();
    };
    return gameHandlers(take, {
      chat,
      chatLog: chat,
      chatReported: chat,
      error: msg => {
        if (!isChatRefusal(msg.code)) return take(msg);
        this.chat?.refused(msg.code);
        this.drawChat();
      },
      pong: () => undefined,
    });
  }

  private take(msg: GameOut): void {
    const ctrl = this.ctrl;
    if (!ctrl) return;
    const out: Outcome = ctrl.receive(msg);
    if (out.resync) {
      this.socket?.now();
      return;
    }
    if (out.go) {
      location.href = out.go;
      return;
    }
    if (out.resend) this.socket?.resend();
    if (!ctrl.unconfirmed) this.socket?.acknowledged();
    if (out.joined) {
      this.showTimeControl();
      sounds.notify();
    }
    if (out.notice !== undefined) this.view?.showNotice(out.notice);
    if (out.error !== undefined) this.view?.showError(out.error);
    this.render();
    // An arena player's next game is announced on the arena's page.
    if (msg.t === 'end') returnToArena({ status: ctrl.game.status, ply: ctrl.game.ply, you: ctrl.yourColor, tournament: ctrl.game.tournament ?? null }, this.id);
  }

  private showTimeControl(): void {
    const g = this.ctrl?.game;
    if (g) this.view?.setTimeControl(RatedNames.timeControl(g, timeControlText(g.clock)));
  }

  private render(): void {
    const { view, ctrl } = this;
    if (!view || !ctrl) return;
    const g = ctrl.game;
    this.rated.ensure(g, () => this.render());
    drawOnlinePage(view, g, ctrl.model(color => this.rated.name(g, color)));
    drawArenaBox({ status: g.status, ply: g.ply, you: ctrl.yourColor, tournament: g.tournament ?? null }, this.id);
    // The view draws; playing a premove that has come due is sending, done here.
    view.playQueuedPremove();
  }

  private drawChat(): void {
    const { chat, ctrl } = this;
    if (!chat || !ctrl) return;
    const g = ctrl.game;
    this.chatView?.draw(chat.model(color => this.rated.name(g, color) ?? t(color === 'white' ? 'chat-author-white' : 'chat-author-black')));
  }

  chatSay(text: string): boolean {
    const message = this.chat?.say(text) ?? null;
    this.drawChat();
    if (!message) return false;
    this.send(message);
    return true;
  }

  chatPreset(id: ChatPreset): void {
    if (this.chat) this.send(this.chat.preset(id));
    this.drawChat();
  }

  chatReport(): void {
    if (this.chat && confirm(t('chat-report-confirm'))) this.send(this.chat.report());
  }

  chatMute(): void {
    if (this.chat) setChatMuted(this.chat.toggleMute());
    this.drawChat();
  }

  private send(message: GameIn): void {
    if (!this.socket?.send(message)) this.view?.showError(t('game-reconnecting'));
  }

  /**
   * Sends a move; until the server answers it stays on the board, marked
   * unconfirmed in the move list, and goes again after a reconnect.
   */
  play(uci: string): void {
    const ctrl = this.ctrl;
    if (!ctrl) return;
    this.socket?.sendMove(ctrl.play(uci), ctrl.connected());
    // Not from inside the board's own move handler.
    queueMicrotask(() => this.render());
  }

  act(action: GameAction): void {
    const ctrl = this.ctrl;
    if (!ctrl) return;
    switch (action) {
      case 'join':
        void this.join();
        return;
      case 'decline-invite':
        void this.declineInvitation();
        return;
      case 'share':
        void shareLink(ctrl.game);
        return;
      case 'resign':
        if (!confirm(t('game-resign-confirm'))) return;
        break;
      case 'new-local':
      case 'delete-local':
        return;
    }
    const message = ctrl.message(action);
    if (message) this.send(message);
  }

  /** Halves this player's clock in an arena game, before their first move (the server answers with a `berserk` event). */
  private berserk(): void {
    this.send({ t: 'berserk' });
  }

  private async join(): Promise<void> {
    try {
      const seat = await api.join(this.id);
      location.href = seat.url;
    } catch (error) {
      this.view?.showError(errorText(error));
    }
  }

  private async declineInvitation(): Promise<void> {
    try {
      await api.decline(this.id);
      // The socket brings the aborted game; say what happened meanwhile.
      this.ctrl?.invitationDeclined();
      this.render();
    } catch (error) {
      this.view?.showError(errorText(error));
    }
  }
}
