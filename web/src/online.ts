// Online games: the player's own page (/game/{id}/{seat}), the invitation
// and spectator page (/game/{id}). State comes from GET /api/games/… and
// then the game's WebSocket (docs/protocol.md); a dropped socket reconnects
// with the last event number it saw.

import { api, errorText, socketUrl, type ClientMsg, type GameAnswer as ServerGame, type ServerMsg } from './api';
import type { Color } from './board';
import { errorWords, eventNumber, readServerMsg, standAt, timeControlText } from './game-events';
import { GameView, type GameState } from './game-view';
import { t, type PageData } from './i18n';
import { renderChallenge, renderShareBox, shareLink } from './invitation';
import { DECLINED, OFFER_KINDS, OFFERED, OFFERS, offeredText, offerTo, playerActions, SENDS } from './offers';
import { loadGame } from './online-load';
import { RatedNames } from './rated';
import { rememberCurrentGame } from './storage';
import { sounds } from './sound';

/** How often an open socket is pinged; one silent for two of these is taken for lost. */
const PING_MS = 4000;

export function startOnlinePage(data: PageData): void {
  void new OnlineGame(data.gameId ?? '', data.seat ?? null).start();
}

class OnlineGame {
  private view: GameView | null = null;
  private game: ServerGame | null = null;
  private yourColor: Color | null = null;
  private socket: WebSocket | null = null;
  private lastEvent = 0;
  /** The last move this page sent, for the message if it is refused. */
  private sentMove: string | null = null;
  private retry = 0;
  private presence: { white: boolean; black: boolean; claimable: Color | null } | null = null;
  /** The notice shown to this player (an offer declined), until the next move. */
  private told: string | null = null;
  private rated = new RatedNames();
  /** This visitor declined the invitation from this page. */
  private declined = false;
  /** A move sent and not yet confirmed (or refused), and the ply it was played at. */
  private unconfirmed: { uci: string; ply: number } | null = null;
  /** The socket has given what this page missed (its first `presence` came). */
  private caughtUp = false;
  /** The socket was caught up once: a lost connection is then said. */
  private wasConnected = false;
  /** When the socket last said anything (performance.now()). */
  private heard = 0;
  private reconnectTimer: number | undefined;

  constructor(
    private id: string,
    private seat: string | null,
  ) {}

  you(): Color | null {
    return this.yourColor;
  }

  async start(): Promise<void> {
    const game = await loadGame(this.id, this.seat);
    if (!game) return;
    if (!this.seat && game.you?.url) {
      location.replace(game.you.url);
      return;
    }
    this.yourColor = this.seat ? (game.you?.color ?? null) : null;
    const orientation: Color = game.variant === 'racingkings' ? 'white' : (this.yourColor ?? 'white');
    this.view = new GameView(this, orientation);
    const rules = document.getElementById('rules-link') as HTMLAnchorElement | null;
    if (rules) rules.href = `/rules/${game.variant}`;
    const pgn = document.getElementById('pgn-link') as HTMLAnchorElement | null;
    if (pgn) {
      pgn.href = `/pgn/${encodeURIComponent(this.id)}`;
      pgn.hidden = false;
    }
    if (this.yourColor) rememberCurrentGame({ url: location.pathname, variant: game.variant });
    this.game = game;
    this.lastEvent = game.n;
    this.render();
    this.view.setTimeControl(RatedNames.timeControl(game, timeControlText(game.clock)));
    this.connect();
    this.watchConnection();
  }

  private connect(): void {
    window.clearTimeout(this.reconnectTimer);
    const params = new URLSearchParams();
    if (this.seat) params.set('seat', this.seat);
    if (this.lastEvent) params.set('since', String(this.lastEvent));
    const query = params.toString();
    const socket = new WebSocket(socketUrl(`/ws/game/${encodeURIComponent(this.id)}${query ? `?${query}` : ''}`));
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.retry = 0;
      this.heard = performance.now();
    });
    socket.addEventListener('message', event => {
      this.heard = performance.now();
      try {
        this.receive(readServerMsg(String(event.data)));
      } catch {
        /* a message we cannot read changes nothing */
      }
    });
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.caughtUp = false;
      this.render();
      const delay = Math.min(10000, 500 * 2 ** this.retry++);
      this.reconnectTimer = window.setTimeout(() => this.connect(), delay);
    });
  }

  /**
   * Watches the connection: a socket silent for two pings is closed (the
   * reconnect above takes over), and so is one when the browser goes
   * offline; back online, the next attempt is made at once.
   */
  private watchConnection(): void {
    window.setInterval(() => {
      const socket = this.socket;
      if (socket?.readyState !== WebSocket.OPEN) return;
      if (performance.now() - this.heard > 2 * PING_MS) socket.close();
      else socket.send(JSON.stringify({ t: 'ping' } satisfies ClientMsg));
    }, PING_MS);
    window.addEventListener('offline', () => this.socket?.close());
    window.addEventListener('online', () => {
      if (this.socket === null) {
        this.retry = 0;
        this.connect();
      }
    });
  }

  /** Whether this page has the game as the server has it now (its socket open and caught up). */
  private connected(): boolean {
    return this.caughtUp && this.socket?.readyState === WebSocket.OPEN;
  }

  /** Reconnects at once, asking for the events after the last one seen. */
  private resync(): void {
    const old = this.socket;
    this.socket = null;
    this.caughtUp = false;
    old?.close();
    this.connect();
  }

  private send(message: ClientMsg): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
    else this.view?.showError(t('game-reconnecting'));
  }

  private receive(msg: ServerMsg): void {
    const game = this.game;
    if (!game) return;
    const n = eventNumber(msg);
    if (n !== null) {
      if (msg.t !== 'state' && n <= this.lastEvent) return;
      if (msg.t !== 'state' && this.lastEvent > 0 && n > this.lastEvent + 1) {
        // An event is missing (lost between the server's nodes): catch up
        // from the last one this page has, rather than play on a stale game.
        this.resync();
        return;
      }
      this.lastEvent = Math.max(this.lastEvent, n);
    }
    switch (msg.t) {
      case 'state': {
        this.game = { ...msg.game, you: game.you };
        if (this.seat && msg.you) this.yourColor = msg.you;
        this.lastEvent = msg.n;
        break;
      }
      case 'move':
        if (this.told !== null && this.told !== t('invite-declined')) this.tell(null);
        game.moves = [...game.moves, { uci: msg.uci, san: msg.san, fen: msg.fen, check: msg.check }];
        standAt(game, msg, msg.uci);
        game.offers = { ...game.offers, draw: null, takeback: null };
        if (game.status === 'waiting') game.status = 'playing';
        break;
      case 'takeback':
        game.moves = game.moves.slice(0, msg.ply);
        standAt(game, msg, msg.lastMove);
        game.offers = { ...game.offers, takeback: null };
        break;
      case 'joined':
        game.players[msg.color] = { ...game.players[msg.color], joined: true, player: msg.player };
        game.rated = msg.rated;
        this.view?.setTimeControl(RatedNames.timeControl(game, timeControlText(game.clock)));
        game.status = 'playing';
        sounds.notify();
        break;
      case 'drawOffer':
      case 'takebackOffer':
      case 'rematchOffer':
        game.offers = { ...game.offers, [OFFERED[msg.t]]: msg.by };
        break;
      case 'drawDeclined':
      case 'takebackDeclined':
      case 'rematchDeclined': {
        const offer = DECLINED[msg.t];
        // The offer was ours if the one who declined it is the other side.
        if (this.yourColor && msg.by !== this.yourColor) this.tell(OFFERS[offer].words().declined);
        game.offers = { ...game.offers, [offer]: null };
        break;
      }
      case 'inviteDeclined':
        if (this.yourColor) this.tell(t('invite-declined'));
        break;
      case 'rematch':
        game.rematch = msg.id;
        location.href = msg.url;
        return;
      case 'end':
        game.status = msg.status;
        game.outcome = msg.outcome;
        game.clock = msg.clock ?? game.clock;
        game.dests = {};
        game.offers = { draw: null, takeback: null, rematch: null };
        break;
      case 'presence':
        this.presence = { white: msg.white, black: msg.black, claimable: msg.claimable };
        // The socket has given what was missed: a move still unanswered
        // and still the game's next one goes again (the ply keeps it from
        // being played twice).
        if (!this.caughtUp && this.unconfirmed && this.unconfirmed.ply === game.moves.length && game.status === 'playing') {
          this.socket?.send(JSON.stringify({ t: 'move', uci: this.unconfirmed.uci, ply: this.unconfirmed.ply } satisfies ClientMsg));
        }
        this.caughtUp = true;
        this.wasConnected = true;
        break;
      case 'error':
        if (msg.code === 'illegal-move' || msg.code === 'stale-move' || msg.code === 'not-your-turn') this.unconfirmed = null;
        this.view?.showError(errorWords(msg.code, this.sentMove));
        break;
      // The lobby's messages and the answer to a ping change nothing here.
      case 'pong':
      case 'lobby':
      case 'seeks':
      case 'counts':
        return;
      default: {
        const unknown: never = msg;
        return unknown;
      }
    }
    const now = this.game;
    if (this.unconfirmed && now && (now.moves.length !== this.unconfirmed.ply || now.status !== 'playing')) this.unconfirmed = null;
    this.render();
  }

  private tell(text: string | null): void {
    this.told = text;
    this.view?.showNotice(text);
  }

  private state(g: ServerGame): GameState {
    return {
      variant: g.variant,
      initialFen: g.initialFen,
      fen: g.fen,
      turn: g.turn,
      moves: g.moves,
      lastMove: g.lastMove,
      check: g.check,
      dests: g.dests,
      claims: g.claims,
      outcome: g.outcome,
      status: g.status,
      unconfirmed: this.unconfirmed?.uci ?? null,
    };
  }

  private render(): void {
    const view = this.view;
    const g = this.game;
    if (!view || !g) return;
    view.update(this.state(g));
    view.setClock(g.clock);
    const you = this.yourColor;
    this.rated.ensure(g, () => this.render());
    const name = (color: Color) => {
      const p = g.players[color];
      if (p?.kind === 'computer') return `${t('game-ai-name', { level: p.level ?? '' })} · ${t(`level-${p.level ?? 1}`)}`;
      const who = this.rated.name(g, color) ?? t(color === 'white' ? 'game-white' : 'game-black');
      return you === color ? `${who} · ${t('game-you')}` : who;
    };
    const online = (color: Color): boolean | null => {
      const p = g.players[color];
      if (!p || p.kind === 'computer' || !p.joined) return null;
      // Cut off, this page knows only that its own player is not connected.
      if (this.wasConnected && !this.connected()) return color === you ? false : null;
      return this.presence ? this.presence[color] : p.online;
    };
    view.setPlayers({ white: { name: name('white'), online: online('white') }, black: { name: name('black'), online: online('black') } });

    const playing = g.status === 'playing';
    const over = g.status === 'finished' || g.status === 'aborted';
    // Analysis opens once the game is over, for players and spectators alike.
    const analysis = document.getElementById('analysis-link') as HTMLAnchorElement | null;
    const review = document.getElementById('review-link') as HTMLAnchorElement | null;
    const base = `/analysis/${g.variant}?game=${encodeURIComponent(g.id)}${you === 'black' ? '&color=black' : ''}`;
    if (analysis) {
      analysis.hidden = !over;
      analysis.href = base;
    }
    if (review) {
      review.hidden = g.status !== 'finished' || g.moves.length === 0;
      review.href = `${base}&review=1`;
    }
    const computer = g.opponent === 'computer';
    const actions = you ? playerActions(g, you, this.presence?.claimable ?? null) : {};
    view.setActions(actions);

    const pending = you ? offerTo(g, you) : undefined;
    view.showOffer(pending ? offeredText(g, pending) : null);
    const sent = you ? OFFER_KINDS.find(offer => g.offers[offer] === you) : undefined;

    const invited = !you && g.status === 'waiting' && g.opponent !== 'computer';
    let status = '';
    // An invitation says what it is in its own box, not in the status line.
    if (!you) status = invited ? '' : this.declined ? t('challenge-declined') : t('game-spectating');
    else if (g.status === 'waiting') status = t(g.opponent === 'seek' ? 'game-waiting-seek' : 'game-waiting-opponent');
    else if (sent) status = OFFERS[sent].words().sent;
    else if (playing && computer && g.turn !== you) status = t('game-ai-thinking');
    if (this.wasConnected && !this.connected() && !over) status = t('game-reconnecting');
    view.setStatus(status);

    renderShareBox(g, !!you, computer, invited);
    renderChallenge(g, invited);
    view.layoutChanged();
  }

  /**
   * Sends a move; until the server answers it stays on the board, marked
   * unconfirmed in the move list, and goes again after a reconnect.
   */
  play(uci: string): void {
    const g = this.game;
    if (!g) return;
    this.sentMove = uci;
    this.unconfirmed = { uci, ply: g.moves.length };
    if (this.connected()) this.socket?.send(JSON.stringify({ t: 'move', uci, ply: g.moves.length } satisfies ClientMsg));
    // Not from inside the board's own move handler.
    queueMicrotask(() => this.render());
  }

  act(action: string): void {
    const g = this.game;
    if (!g) return;
    // What Accept and Decline answer.
    const pending = offerTo(g, this.yourColor) ?? 'rematch';
    const message = SENDS[action];
    if (message) {
      this.send(message);
      return;
    }
    switch (action) {
      case 'join':
        void this.join();
        return;
      case 'decline-invite':
        void this.declineInvitation();
        return;
      case 'share':
        void shareLink(this.game);
        return;
      case 'resign':
        if (confirm(t('game-resign-confirm'))) this.send({ t: 'resign' });
        return;
      case 'accept':
        this.send(OFFERS[pending].accept);
        return;
      case 'decline':
        this.send(OFFERS[pending].decline);
        return;
    }
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
      this.declined = true;
      if (this.game) this.game.status = 'aborted';
      this.render();
    } catch (error) {
      this.view?.showError(errorText(error));
    }
  }
}
