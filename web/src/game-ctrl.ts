// The online game page's state and its transitions over the game socket's
// typed messages (`GameOut`, docs/protocol.md), and what the page shows of
// it: no DOM and no network. online.ts routes the socket's messages here,
// sends what this decides, and hands `model()` to the views.

import type { GameAction, GameAnswer as ServerGame, GameIn, GameOut } from './api';
import type { Color } from './board';
import { errorWords, eventNumber, standAt } from './game-events';
import type { PlayerLine } from './game-frame';
import type { GameState } from './game-view';
import { levelName, t } from './i18n';
import { OFFER_KINDS, OFFER_WORDS, offeredText, offerTo, playerActions, SENDS } from './offers';

/** What the page must do after a message, besides drawing it. */
export interface Outcome {
  /** An event is missing: reconnect, asking for the events after the last one seen. */
  resync?: boolean;
  /** The page is caught up and its unanswered move is still due: send it again. */
  resend?: boolean;
  /** Leave for this address (the rematch's seat). */
  go?: string;
  /** Someone sat down (a sound; the heading's rated or casual changes). */
  joined?: boolean;
  /** The notice to show now (null clears it). */
  notice?: string | null;
  /** A refusal, in the player's words. */
  error?: string;
}

/** Everything the game page shows of the game, for its views. */
export interface PageModel {
  state: GameState;
  players: Record<Color, PlayerLine>;
  actions: Partial<Record<GameAction, boolean>>;
  /** The offer made to this player, in words, or null. */
  offer: string | null;
  status: string;
  /** The analysis and review links (null: hidden). */
  analysis: string | null;
  review: string | null;
  /** The share box and the invitation: for a player, against the computer, the invited visitor. */
  share: { you: boolean; computer: boolean; invited: boolean };
}

export class GameCtrl {
  game: ServerGame;
  yourColor: Color | null;
  lastEvent: number;
  presence: { white: boolean; black: boolean; claimable: Color | null } | null = null;
  /** The notice shown to this player (an offer declined), until the next move. */
  told: string | null = null;
  /** This visitor declined the invitation from this page. */
  declined = false;
  /** A move sent and not yet confirmed (or refused), and the ply it was played at. */
  unconfirmed: { uci: string; ply: number } | null = null;
  /** The last move this page sent, for the message if it is refused. */
  sentMove: string | null = null;
  /** The socket is open. */
  open = false;
  /** The socket has given what this page missed (its first `presence` came). */
  caughtUp = false;
  /** The socket was caught up once: a lost connection is then said. */
  wasConnected = false;
  /** How many searches the computer's waits behind on a busy server, while it waits. */
  busy: number | null = null;

  constructor(
    game: ServerGame,
    private seat: string | null,
  ) {
    this.game = game;
    this.yourColor = seat ? (game.you?.color ?? null) : null;
    this.lastEvent = game.n;
  }

  /** Whether the page has the game as the server has it now. */
  connected(): boolean {
    return this.open && this.caughtUp;
  }

  opened(): void {
    this.open = true;
  }

  /** The socket dropped: nothing said after this is known until it is caught up again. */
  down(): void {
    this.open = false;
    this.caughtUp = false;
  }

  /** A message of the game socket: the state it leads to, and what the page must do. */
  receive(msg: GameOut): Outcome {
    const game = this.game;
    const out: Outcome = {};
    const n = eventNumber(msg);
    if (n !== null) {
      if (msg.t !== 'state' && n <= this.lastEvent) return out;
      if (msg.t !== 'state' && this.lastEvent > 0 && n > this.lastEvent + 1) {
        // An event is missing (lost between the server's nodes): catch up
        // from the last one this page has, rather than play on a stale game.
        this.caughtUp = false;
        return { resync: true };
      }
      this.lastEvent = Math.max(this.lastEvent, n);
      // Whatever the computer waited for, it has moved on.
      this.busy = null;
    }
    switch (msg.t) {
      case 'state':
        this.game = { ...msg.game, you: game.you };
        if (this.seat && msg.you) this.yourColor = msg.you;
        this.lastEvent = msg.n;
        break;
      case 'move':
        if (this.told !== null && this.told !== t('invite-declined')) out.notice = this.tell(null);
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
        game.status = 'playing';
        out.joined = true;
        break;
      case 'offered':
        game.offers = { ...game.offers, [msg.kind]: msg.by };
        break;
      case 'declined':
        // The offer was ours if the one who declined it is the other side.
        if (this.yourColor && msg.by !== this.yourColor) out.notice = this.tell(OFFER_WORDS[msg.kind]().declined);
        game.offers = { ...game.offers, [msg.kind]: null };
        break;
      case 'berserk':
        game.clock = msg.clock ?? game.clock;
        if (game.tournament) {
          const berserk: [boolean, boolean] = [...game.tournament.berserk];
          berserk[msg.color === 'white' ? 0 : 1] = true;
          game.tournament = { ...game.tournament, berserk };
        }
        break;
      case 'inviteDeclined':
        if (this.yourColor) out.notice = this.tell(t('invite-declined'));
        break;
      case 'rematch':
        game.rematch = msg.id;
        return { go: msg.url };
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
        if (!this.caughtUp && this.unconfirmed && this.unconfirmed.ply === game.moves.length && game.status === 'playing') out.resend = true;
        this.caughtUp = true;
        this.wasConnected = true;
        break;
      case 'busy':
        this.busy = msg.ahead;
        break;
      case 'error':
        if (msg.code === 'illegal-move' || msg.code === 'stale-move' || msg.code === 'not-your-turn') this.unconfirmed = null;
        out.error = errorWords(msg.code, this.sentMove);
        break;
      case 'pong':
        return out;
      // The chat has its own ctrl (chat-ctrl.ts).
      case 'chat':
      case 'chatLog':
      case 'chatReported':
        return out;
      default: {
        const unknown: never = msg;
        return unknown;
      }
    }
    const now = this.game;
    if (this.unconfirmed && (now.moves.length !== this.unconfirmed.ply || now.status !== 'playing')) this.unconfirmed = null;
    return out;
  }

  private tell(text: string | null): string | null {
    this.told = text;
    return text;
  }

  /** The player moves: the message to send (the move stays unconfirmed until the server answers). */
  play(uci: string): GameIn {
    const ply = this.game.moves.length;
    this.sentMove = uci;
    this.unconfirmed = { uci, ply };
    return { t: 'move', uci, ply };
  }

  /** The socket message a button sends, or null for the buttons that send none. */
  message(action: GameAction): GameIn | null {
    const pending = offerTo(this.game, this.yourColor) ?? 'rematch';
    if (action === 'accept') return { t: 'answer', kind: pending, yes: true };
    if (action === 'decline') return { t: 'answer', kind: pending, yes: false };
    if (action === 'resign') return { t: 'resign' };
    return SENDS[action] ?? null;
  }

  /** This visitor declined the invitation (over HTTP); the socket brings the aborted game. */
  invitationDeclined(): void {
    this.declined = true;
    this.game.status = 'aborted';
  }

  /** What the page shows; `ratedName` names a player who has a name ("Ada (1500?)"). */
  model(ratedName: (color: Color) => string | null): PageModel {
    const g = this.game;
    const you = this.yourColor;
    const over = g.status === 'finished' || g.status === 'aborted';
    const computer = g.opponent === 'computer';
    const cutOff = this.wasConnected && !this.connected();
    const name = (color: Color): string => {
      const p = g.players[color];
      if (p?.kind === 'computer') {
        return `${t('game-ai-name', { level: p.level ?? '' })} · ${levelName(p.level, p.levelRating)}`;
      }
      const who = ratedName(color) ?? t(color === 'white' ? 'game-white' : 'game-black');
      return you === color ? `${who} · ${t('game-you')}` : who;
    };
    const online = (color: Color): boolean | null => {
      const p = g.players[color];
      if (!p || p.kind === 'computer' || !p.joined) return null;
      // Cut off, this page knows only that its own player is not connected.
      if (cutOff) return color === you ? false : null;
      return this.presence ? this.presence[color] : p.online;
    };
    const pending = you ? offerTo(g, you) : undefined;
    const sent = you ? OFFER_KINDS.find(offer => g.offers[offer] === you) : undefined;
    const invited = !you && g.status === 'waiting' && g.opponent !== 'computer';
    let status = '';
    // An invitation says what it is in its own box, not in the status line.
    if (!you) status = invited ? '' : this.declined ? t('challenge-declined') : t('game-spectating');
    else if (g.status === 'waiting') status = t(g.opponent === 'seek' ? 'game-waiting-seek' : 'game-waiting-opponent');
    else if (sent) status = OFFER_WORDS[sent]().sent;
    else if (g.status === 'playing' && computer && g.turn !== you) status = this.busy ? t('game-ai-busy', { count: this.busy }) : t('game-ai-thinking');
    if (cutOff && !over) status = t('game-reconnecting');
    // Analysis opens once the game is over, for players and spectators alike.
    const base = `/analysis/${g.variant}?game=${encodeURIComponent(g.id)}${you === 'black' ? '&color=black' : ''}`;
    return {
      state: {
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
      },
      players: { white: { name: name('white'), online: online('white') }, black: { name: name('black'), online: online('black') } },
      actions: you ? playerActions(g, you, this.presence?.claimable ?? null) : {},
      offer: pending ? offeredText(g, pending) : null,
      status,
      analysis: over ? base : null,
      review: g.status === 'finished' && g.moves.length > 0 ? `${base}&review=1` : null,
      share: { you: !!you, computer, invited },
    };
  }
}
