// The arena page's state (/tournament/{id}): the arena as GET
// /api/tournaments/{id} gave it, then as its socket changes it
// (`ArenaOut`); the countdowns, the standings page shown with the
// player's own line, and which buttons the player has. No DOM and no
// network: arena.ts routes messages here and arena-view.ts draws.

import type { ArenaOut, ArenaRow, ArenaStatus, ArenaView } from './arena-wire';

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
  /** The standings page shown is not the socket's (the top): read it again over HTTP. */
  refetch?: boolean;
  /** A refusal, in the server's code. */
  error?: string;
}

/** The least time between two HTTP reads of a standings page other than the top. */
export const REFETCH_MS = 3000;

export class ArenaCtrl {
  arena: ArenaView;
  /** This browser has a name (may join). */
  named: boolean;
  /** The standings page asked for (1 is the top, which the socket keeps fresh). */
  page = 1;
  /** The address of the player's game, once the socket says it started. */
  starting: string | null = null;
  /** A join, pause or withdraw is on its way: the buttons wait. */
  busy = false;
  private startAt = 0;
  private endAt = 0;
  private lastRefetch = -Infinity;

  constructor(arena: ArenaView, named: boolean, now: number) {
    this.arena = arena;
    this.named = named;
    this.fromHttp(arena, now);
  }

  /** An answer of GET /api/tournaments/{id} (any page). */
  fromHttp(arena: ArenaView, now: number): void {
    this.arena = arena;
    this.page = arena.standings.page;
    this.setTimes(arena.status, arena.secondsToStart, arena.secondsLeft, now);
  }

  /** A socket message: what it changes, and what the page should do. */
  receive(msg: ArenaOut, now: number): ArenaOutcome {
    const arena = this.arena;
    switch (msg.t) {
      case 'standings': {
        arena.me = msg.me;
        arena.players = msg.players;
        if (this.page === msg.standings.page) {
          arena.standings = msg.standings;
          return {};
        }
        arena.standings = { ...arena.standings, pages: msg.standings.pages };
        if (now - this.lastRefetch < REFETCH_MS) return {};
        this.lastRefetch = now;
        return { refetch: true };
      }
      case 'status':
        this.setTimes(msg.status, msg.secondsToStart, msg.secondsLeft, now);
        return {};
      case 'featured':
        arena.featured = msg.featured;
        return {};
      case 'game':
        this.starting = msg.url;
        arena.myGame = msg.url;
        return { go: msg.url };
      case 'end':
        this.setTimes('finished', 0, 0, now);
        arena.podium = msg.podium;
        arena.summary = msg.summary;
        arena.myGame = null;
        return {};
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

  /** The countdown to show at `now`: to the start, to the end, or none once finished. */
  countdown(now: number): Countdown | null {
    switch (this.arena.status) {
      case 'scheduled':
        return { kind: 'start', seconds: Math.max(0, Math.ceil((this.startAt - now) / 1000)) };
      case 'running':
        return { kind: 'end', seconds: Math.max(0, Math.ceil((this.endAt - now) / 1000)) };
      default:
        return null;
    }
  }

  /** The rows of the page shown, and the player's own line when it is not among them. */
  lines(): { rows: ArenaRow[]; mine: ArenaRow | null } {
    const rows = this.arena.standings.rows;
    const me = this.arena.me;
    const onPage = me !== null && rows.some(row => row.name === me.name);
    return { rows, mine: onPage ? null : me };
  }

  /** Whether `row` is the player's own. */
  isMine(row: ArenaRow): boolean {
    return this.arena.me !== null && row.name === this.arena.me.name;
  }

  /** The buttons the player has now. */
  actions(): ArenaAction[] {
    const { status, me } = this.arena;
    if (status === 'finished') return [];
    if (!this.named) return ['take-name'];
    if (me === null) return ['join'];
    if (status === 'scheduled') return ['withdraw'];
    return me.paused ? ['resume', 'withdraw'] : ['pause', 'withdraw'];
  }

  /** The page to read for "previous" (-1) or "next" (+1), or null past the ends. */
  turn(step: -1 | 1): number | null {
    const next = this.page + step;
    return next >= 1 && next <= Math.max(1, this.arena.standings.pages) ? next : null;
  }

  /** The page that holds the player's own line, if known (ranks in pages of the size shown). */
  myPage(): number | null {
    const me = this.arena.me;
    const size = Math.max(1, this.arena.standings.rows.length);
    if (!me || this.page !== 1 || this.arena.standings.pages <= 1) return null;
    return Math.min(this.arena.standings.pages, Math.ceil(me.rank / size));
  }

  /** After a join, pause or withdraw answered: the player's line as it is now. */
  acted(action: 'join' | 'resume' | 'pause' | 'withdraw', me: ArenaRow | null): void {
    this.busy = false;
    if (action === 'withdraw') {
      this.arena.me = null;
      this.arena.myGame = null;
      return;
    }
    if (me) this.arena.me = { ...me, paused: action === 'pause' };
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
  /** The tournament the game belongs to, if any. */
  tournament: string | null;
  /** This player has berserked already. */
  berserked: boolean;
}

/** Whether the game page offers berserk: an arena game of this player's, before their first move. */
export function canBerserk(g: ArenaGameFacts): boolean {
  if (!g.tournament || g.you === null || g.berserked) return false;
  if (g.status !== 'playing' && g.status !== 'waiting') return false;
  return g.you === 'white' ? g.ply === 0 : g.ply <= 1;
}
