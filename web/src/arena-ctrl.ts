// The arena page's state (/tournament/{id}): the arena as GET
// /api/tournaments/{id} gave it, then as its socket changes it
// (`ArenaOut`); the countdowns, the standings page shown with the
// player's own line, and which buttons the player has. No DOM and no
// network: arena.ts routes messages here and arena-view.ts draws.

import type { ArenaAnswer, ArenaOut, ArenaStatus, PlayerArenaAnswer, StandingRow, TournamentTag } from './arena-wire';

/** What a player may do in the arena now. */
export type ArenaAction = 'join' | 'resume' | 'pause' | 'withdraw' | 'take-name';

/** A countdown to the start or to the end. */
export interface Countdown {
  kind: 'start' | 'end';
  seconds: number;
}

/** What a message asks the page to do beyond drawing again. */
export interface ArenaOutcome {
  /** The player's game started: go there. */
  go?: string;
  /** The arena just ended: read it again for what only the answer has (the summary). */
  refetch?: boolean;
  /** A refusal, in the server's code. */
  error?: string;
}

export class ArenaCtrl {
  arena: ArenaAnswer;
  /** The standings page followed (1 is the top). */
  page = 1;
  /** The socket said the player's game started. */
  starting = false;
  /** A join, pause or withdraw is on its way: the buttons wait. */
  busy = false;
  /** The player whose games are shown beside the standings, if any. */
  player: PlayerArenaAnswer | null = null;
  private startAt = 0;
  private endAt = 0;

  constructor(arena: ArenaAnswer, now: number) {
    this.arena = arena;
    this.fromHttp(arena, now);
  }

  /** An answer of GET /api/tournaments/{id} (any page). */
  fromHttp(arena: ArenaAnswer, now: number): void {
    this.arena = arena;
    this.page = arena.standings.page;
    this.setTimes(arena.status, arena.secondsToStart, arena.secondsLeft, now);
  }

  /** A socket message: what it changes, and what the page should do. */
  receive(msg: ArenaOut, now: number): ArenaOutcome {
    const arena = this.arena;
    switch (msg.t) {
      case 'standings': {
        const ended = arena.status !== 'finished' && msg.status === 'finished';
        this.setTimes(msg.status, msg.secondsToStart, msg.secondsLeft, now);
        // Rows of another page than the one followed are from before a turn of page.
        if (msg.standings.page === this.page) arena.standings = msg.standings;
        else arena.standings = { ...arena.standings, pages: msg.standings.pages };
        arena.me = msg.me;
        arena.counts = msg.counts;
        arena.players = msg.counts.players;
        arena.featured = msg.featured;
        arena.podium = msg.podium;
        if (msg.me && !msg.me.playing) arena.myGame = null;
        if (msg.status === 'finished') arena.myGame = null;
        return ended ? { refetch: true } : {};
      }
      case 'game':
        this.starting = true;
        arena.myGame = msg.game;
        return { go: msg.game.url };
      case 'error':
        return { error: msg.code };
      case 'pong':
        return {};
      default: {
        const unknown: never = msg;
        return unknown;
      }
    }
  }

  /**
   * The page was opened from the end of the player's game `after` (the game
   * page's way back): a newer game of theirs was paired meanwhile, while no
   * socket could say so, and it is started as the socket's word would be.
   */
  arrived(after: string | null): ArenaOutcome {
    const game = this.arena.myGame;
    if (after === null || !game || game.id === after || this.arena.status !== 'started') return {};
    this.starting = true;
    return { go: game.url };
  }

  /** Shows a player's games (the answer of GET …/players/{name}); the same player again closes them. */
  showPlayer(answer: PlayerArenaAnswer | null): void {
    this.player = answer;
  }

  /** The countdown to show at `now`: to the start, to the end, or none once finished. */
  countdown(now: number): Countdown | null {
    switch (this.arena.status) {
      case 'created':
        return { kind: 'start', seconds: Math.max(0, Math.ceil((this.startAt - now) / 1000)) };
      case 'started':
        return { kind: 'end', seconds: Math.max(0, Math.ceil((this.endAt - now) / 1000)) };
      default:
        return null;
    }
  }

  /** The rows of the page shown, and the player's own line when it is not among them. */
  lines(): { rows: StandingRow[]; mine: StandingRow | null } {
    const rows = this.arena.standings.rows;
    const me = this.arena.me;
    const onPage = me !== null && rows.some(row => row.name === me.name);
    return { rows, mine: onPage ? null : me };
  }

  /** Whether `row` is the player's own. */
  isMine(row: StandingRow): boolean {
    return this.arena.me !== null && row.name === this.arena.me.name;
  }

  /** The buttons the player has now. */
  actions(): ArenaAction[] {
    const { status, me, named } = this.arena;
    if (status === 'finished') return [];
    if (!named) return ['take-name'];
    if (me === null) return ['join'];
    if (status === 'created') return ['withdraw'];
    return me.paused ? ['resume', 'withdraw'] : ['pause', 'withdraw'];
  }

  /** The page to follow for "previous" (-1) or "next" (+1), or null past the ends. */
  turn(step: -1 | 1): number | null {
    const next = this.page + step;
    return next >= 1 && next <= Math.max(1, this.arena.standings.pages) ? next : null;
  }

  /** Follows page `page` from now on (the socket is told; rows come with the answer). */
  follow(page: number): void {
    this.page = page;
  }

  /** The page that holds the player's own line, when it is not the one shown (pages of the top page's size). */
  myPage(): number | null {
    const me = this.arena.me;
    const { rows, pages } = this.arena.standings;
    if (!me || pages <= 1 || this.page !== 1 || rows.length === 0) return null;
    const page = Math.min(pages, Math.ceil(me.rank / rows.length));
    return page === this.page ? null : page;
  }

  private setTimes(status: ArenaStatus, toStart: number, left: number, now: number): void {
    this.arena.status = status;
    this.arena.secondsToStart = toStart;
    this.arena.secondsLeft = left;
    this.startAt = now + toStart * 1000;
    this.endAt = now + left * 1000;
  }
}

/** What the game page needs to know of an arena game. */
export interface ArenaGameFacts {
  status: string;
  ply: number;
  /** The colour of this page's player, or null for a spectator. */
  you: 'white' | 'black' | null;
  /** The tournament the game belongs to, if any, with who berserked (White, Black). */
  tournament: TournamentTag | null;
}

/** Whether the game page offers berserk: an arena game of this player's, before their first move. */
export function canBerserk(g: ArenaGameFacts): boolean {
  if (!g.tournament || g.you === null) return false;
  if (g.tournament.berserk[g.you === 'white' ? 0 : 1]) return false;
  if (g.status !== 'playing' && g.status !== 'waiting') return false;
  return g.you === 'white' ? g.ply === 0 : g.ply <= 1;
}
