// Online games: the player's own page (/game/{id}/{seat}), the invitation
// and spectator page (/game/{id}). State comes from GET /api/games/… and
// then the game's WebSocket (docs/protocol.md); a dropped socket reconnects
// with the last event number it saw.

import { api, ApiError, errorText, socketUrl, type ClientMsg, type ClockView, type GameAnswer as ServerGame, type ServerMsg } from './api';
import type { OffersView } from './generated';
import type { Color } from './board';
import { GameView, other, showMissingGame, type GameState } from './game-view';
import { t, type PageData } from './i18n';
import { RatedNames } from './rated';
import { rememberCurrentGame } from './storage';
import { sounds } from './sound';

/** The event number of a numbered game event (docs/protocol.md), else null. */
function eventNumber(msg: ServerMsg): number | null {
  return 'n' in msg ? msg.n : null;
}

/**
 * A socket message as its generated type: the server writes every one from
 * `ServerMsg` (crates/server/src/protocol/mod.rs), the type this is generated from.
 */
function readServerMsg(text: string): ServerMsg {
  return JSON.parse(text);
}

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

  constructor(
    private id: string,
    private seat: string | null,
  ) {}

  you(): Color | null {
    return this.yourColor;
  }

  async start(): Promise<void> {
    let game: ServerGame;
    for (let attempt = 0; ; attempt++) {
      try {
        game = await api.game(this.id, this.seat ?? undefined);
        break;
      } catch (error) {
        // The server is out of reach or busy handing the game over (a node
        // of a cluster died): try again, as the socket does, before giving up.
        const transient = error instanceof ApiError && (error.status === 0 || error.status >= 500);
        if (!transient || attempt >= 12) {
          this.fail(error);
          return;
        }
        const status = document.getElementById('status');
        if (status) status.textContent = t('game-reconnecting');
        await new Promise(resolve => window.setTimeout(resolve, Math.min(5000, 500 * 2 ** attempt)));
      }
    }
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
  }

  private fail(error: unknown): void {
    const status = document.getElementById('status');
    const message = errorText(error);
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
      showMissingGame(message);
      return;
    }
    if (status) status.textContent = message;
    const box = document.getElementById('game-error');
    if (box) {
      box.hidden = false;
      box.textContent = message;
    }
  }

  private connect(): void {
    const params = new URLSearchParams();
    if (this.seat) params.set('seat', this.seat);
    if (this.lastEvent) params.set('since', String(this.lastEvent));
    const query = params.toString();
    const socket = new WebSocket(socketUrl(`/ws/game/${encodeURIComponent(this.id)}${query ? `?${query}` : ''}`));
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.retry = 0;
      this.view?.setStatus('');
    });
    socket.addEventListener('message', event => {
      try {
        this.receive(readServerMsg(String(event.data)));
      } catch {
        /* a message we cannot read changes nothing */
      }
    });
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.view?.setStatus(t('game-reconnecting'));
      const delay = Math.min(10000, 500 * 2 ** this.retry++);
      window.setTimeout(() => this.connect(), delay);
    });
  }

  /** Reconnects at once, asking for the events after the last one seen. */
  private resync(): void {
    const old = this.socket;
    this.socket = null;
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
        break;
      case 'error': {
        const text = t(`error-code-${msg.code}`);
        this.view?.showError(
          msg.code === 'illegal-move' && this.sentMove ? t('game-illegal-move', { move: this.sentMove }) : text === `error-code-${msg.code}` ? t('error-code-bad-message') : text,
        );
        break;
      }
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
      return this.presence ? this.presence[color] : p.online;
    };
    view.setPlayers({ white: { name: name('white'), online: online('white') }, black: { name: name('black'), online: online('black') } });

    const playing = g.status === 'playing';
    const over = g.status === 'finished' || g.status === 'aborted';
    // Analysis opens once the game is over, for players and spectators alike.
    const analysis = document.getElementById('analysis-link') as HTMLAnchorElement | null;
    const review = document.getElementById('review-link') as HTMLAnchorElement | null;
    const base = `/analysis/${g.variant}?game=${encodeURIComponent(g.id)}`;
    if (analysis) {
      analysis.hidden = !over;
      analysis.href = base;
    }
    if (review) {
      review.hidden = g.status !== 'finished' || g.moves.length === 0;
      review.href = `${base}&review=1`;
    }
    const computer = g.opponent === 'computer';
    const yourMoves = you ? g.moves.filter((_, i) => (i % 2 === 0 ? firstColor(g) : other(firstColor(g))) === you).length : 0;
    const actions: Record<string, boolean> = {};
    if (you) {
      actions.abort = g.status === 'waiting' || (playing && g.moves.length < 2);
      actions.resign = playing && g.moves.length >= 2;
      // Lielow has no draws, so no draw offers either.
      actions['offer-draw'] = playing && g.variant !== 'lielow' && g.moves.length >= 2 && !computer && g.offers.draw !== you;
      actions['claim-threefold'] = playing && g.turn === you && g.claims.threefold;
      actions['claim-fifty'] = playing && g.turn === you && g.claims.fiftyMoves;
      actions.takeback = playing && yourMoves > 0 && g.offers.takeback !== you;
      actions.rematch = over && g.offers.rematch !== you;
      actions['claim-victory'] = playing && this.presence?.claimable === you;
    }
    view.setActions(actions);

    const pending = you ? offerTo(g, you) : undefined;
    view.showOffer(pending ? OFFERS[pending].words().offered : null);
    const sent = you ? OFFER_KINDS.find(offer => g.offers[offer] === you) : undefined;

    const invited = !you && g.status === 'waiting' && g.opponent !== 'computer';
    let status = '';
    // An invitation says what it is in its own box, not in the status line.
    if (!you) status = invited ? '' : this.declined ? t('challenge-declined') : t('game-spectating');
    else if (g.status === 'waiting') status = t(g.opponent === 'seek' ? 'game-waiting-seek' : 'game-waiting-opponent');
    else if (sent) status = OFFERS[sent].words().sent;
    else if (playing && computer && g.turn !== you) status = t('game-ai-thinking');
    if (this.socket === null && this.lastEvent > 0 && !over) status = t('game-reconnecting');
    view.setStatus(status);

    const share = document.getElementById('share-box');
    if (share) {
      const waitingFriend = !!you && g.status === 'waiting';
      // The invited visitor sees the invitation, not links to share.
      share.hidden = (computer && !!you) || invited;
      const shareButton = document.getElementById('share-button');
      if (shareButton) shareButton.hidden = !waitingFriend || typeof navigator.share !== 'function';
      const invite = document.getElementById('share-link') as HTMLInputElement | null;
      const watch = document.getElementById('watch-link') as HTMLInputElement | null;
      const link = `${location.origin}/game/${g.id}`;
      if (invite) invite.value = link;
      if (watch) watch.value = link;
      // While a friend is awaited the invitation is the one link (it is also
      // the spectator link); it goes first, right under the status line.
      share.classList.toggle('inviting', waitingFriend);
      for (const node of share.querySelectorAll('.invite-part')) node.toggleAttribute('hidden', !waitingFriend);
      for (const node of share.querySelectorAll('.watch-part')) node.toggleAttribute('hidden', waitingFriend);
      // While a friend is awaited the link is all there is to do: it goes
      // above the board, where a phone shows it without scrolling.
      const layout = document.getElementById('game');
      if (waitingFriend && layout && layout.previousElementSibling !== share) layout.before(share);
      if (!waitingFriend && share.parentElement !== document.querySelector('.side-column')) document.querySelector('.game-links')?.before(share);
    }
    this.renderChallenge(g, invited);
    view.layoutChanged();
  }

  /** The invitation as its visitor sees it: game, clock, colour, Accept / Decline. */
  private renderChallenge(g: ServerGame, invited: boolean): void {
    const box = document.getElementById('join-box');
    if (!box) return;
    box.hidden = !invited;
    if (!invited) return;
    const layout = document.getElementById('game');
    if (layout && layout.previousElementSibling !== box) layout.before(box);
    const icon = box.querySelector<HTMLElement>('.card-icon');
    if (icon) icon.className = `card-icon icon-${g.variant}`;
    const name = box.querySelector('.challenge-name');
    if (name) name.textContent = t('challenge-title', { name: t(`game-${g.variant}`) });
    const clock = document.getElementById('challenge-clock');
    if (clock) clock.textContent = t('challenge-clock', { name: timeControlText(g.clock) ?? t('clock-unlimited') });
    const color = document.getElementById('challenge-color');
    const open: Color | null = !g.players.white.joined ? 'white' : !g.players.black.joined ? 'black' : null;
    if (color) color.textContent = open ? t('challenge-color', { color: open }) : t('challenge-color', { color: 'random' });
    const decline = box.querySelector<HTMLButtonElement>('[data-action="decline-invite"]');
    if (decline) decline.hidden = g.opponent !== 'friend';
  }

  play(uci: string): void {
    const g = this.game;
    if (!g) return;
    this.sentMove = uci;
    this.send({ t: 'move', uci, ply: g.moves.length });
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
        void this.shareLink();
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

  /** The Web Share sheet (phones), where the browser has one. */
  private async shareLink(): Promise<void> {
    const g = this.game;
    if (!g || typeof navigator.share !== 'function') return;
    try {
      await navigator.share({ title: 'Regalia', text: t('share-text', { name: t(`game-${g.variant}`) }), url: `${location.origin}/game/${g.id}` });
    } catch {
      /* the visitor closed the share sheet */
    }
  }
}

/** The buttons that send one message, whatever the game's state. */
const SENDS: Partial<Record<string, ClientMsg>> = {
  abort: { t: 'abort' },
  'offer-draw': { t: 'drawOffer' },
  'claim-threefold': { t: 'drawClaim' },
  'claim-fifty': { t: 'drawClaim' },
  takeback: { t: 'takebackOffer' },
  rematch: { t: 'rematchOffer' },
  'claim-victory': { t: 'claimVictory' },
};

/** What one player offers and the other answers. */
type Offer = keyof OffersView;

/** In the order the page shows them when several are pending. */
const OFFER_KINDS: Offer[] = ['draw', 'takeback', 'rematch'];

/**
 * Each offer's answers, and what the page says of it: to the player it is
 * made to, to the one who made it, and to that one when it is declined.
 */
const OFFERS: Record<Offer, { accept: ClientMsg; decline: ClientMsg; words: () => { offered: string; sent: string; declined: string } }> = {
  draw: { accept: { t: 'drawAccept' }, decline: { t: 'drawDecline' }, words: () => ({ offered: t('game-draw-offered'), sent: t('game-draw-offer-sent'), declined: t('offer-draw-declined') }) },
  takeback: { accept: { t: 'takebackAccept' }, decline: { t: 'takebackDecline' }, words: () => ({ offered: t('game-takeback-offered'), sent: t('game-takeback-sent'), declined: t('offer-takeback-declined') }) },
  rematch: { accept: { t: 'rematchAccept' }, decline: { t: 'rematchDecline' }, words: () => ({ offered: t('game-rematch-offered'), sent: t('game-rematch-sent'), declined: t('offer-rematch-declined') }) },
};

/** The offer each server message makes or declines. */
const OFFERED: Record<'drawOffer' | 'takebackOffer' | 'rematchOffer', Offer> = { drawOffer: 'draw', takebackOffer: 'takeback', rematchOffer: 'rematch' };
const DECLINED: Record<'drawDeclined' | 'takebackDeclined' | 'rematchDeclined', Offer> = { drawDeclined: 'draw', takebackDeclined: 'takeback', rematchDeclined: 'rematch' };

/** The first offer the opponent of `you` stands by, if any. */
function offerTo(g: ServerGame, you: Color | null): Offer | undefined {
  return OFFER_KINDS.find(offer => g.offers[offer] !== null && g.offers[offer] !== you);
}

/** The position after a move or a takeback, as its message tells it. */
function standAt(game: ServerGame, at: Pick<ServerGame, 'ply' | 'fen' | 'turn' | 'check' | 'dests' | 'claims' | 'clock'>, lastMove: string | null): void {
  game.ply = at.ply;
  game.fen = at.fen;
  game.turn = at.turn;
  game.check = at.check;
  game.dests = at.dests;
  game.claims = at.claims;
  game.clock = at.clock;
  game.lastMove = lastMove;
}

/** A time control as players say it (`5 + 3`), or null for none (`clock` in milliseconds). */
export function timeControlText(clock: ClockView | null): string | null {
  return clock ? `${Math.round(clock.initial / 60000)} + ${Math.round(clock.increment / 1000)}` : null;
}

function firstColor(g: ServerGame): Color {
  return g.initialFen.split(/\s+/)[1] === 'b' ? 'black' : 'white';
}
