// "Your games" on the home page: this browser's server games (as last
// known) and the games kept on this device, turned into the lines the page
// shows — unfinished first (your turn before the others), then the last
// finished — with the count of games waiting for a move. No DOM, no
// network: my-games.ts fetches and keeps, my-games-view.ts draws `model()`.

import type { MyGame, SeekView as Seek, VariantName } from './api';
import { gameName, levelName, t } from './i18n';
import { signed } from './players-api';
import type { LocalGame } from './storage';
import { daysText, timeLeftText } from './time-choice';

/** Finished games shown, newest first. */
export const FINISHED_SHOWN = 20;


/** "5+3", "3 days per move" or "no clock". */
export function clockText(clock: Seek['clock'], days: number | null = null): string {
  if (days) return daysText(days);
  return clock ? `${clock.initial / 60}+${clock.increment}` : t('lobby-no-clock');
}

/** The tab's title with the count of games waiting in front ("(2) Regalia"), or without. */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(/^\(\d+\) /, '');
  return count ? `(${count}) ${bare}` : bare;
}

/** One line of "Your games", in the reader's words. */
export interface MineLine {
  /** The game's name ("King of the Hill"). */
  name: string;
  /** Unfinished: whose turn; finished: the result. */
  state: string;
  yourTurn: boolean;
  finished: boolean;
  /** A rated game that ended: your rating change ("+12", "−8") and which way it went. */
  change: { text: string; trend: 'up' | 'down' | '' } | null;
  /** Who against, the clock, the moves, the time left to move, joined by " · ". */
  detail: string;
  url: string;
  /** The link's words ("Resume", "View") and its name for screen readers. */
  open: { label: string; aria: string };
  /** A seek of this browser still waiting can be withdrawn. */
  cancel: { seekId: string; label: string; aria: string } | null;
  /** A game of this device can be deleted. */
  remove: { localId: string; label: string; aria: string } | null;
}

export interface MineModel {
  /** Server games waiting for this browser's move. */
  turnsWaiting: number;
  /** The badge beside the title ("2 games wait for you"), empty when none. */
  turnsText: string;
  /** A game to resume: the list goes above the game cards. */
  resumeFirst: boolean;
  /** Nothing to list: the words that say so. */
  empty: string | null;
  unfinished: MineLine[];
  finished: MineLine[];
  finishedTitle: string;
}

/** One game, from the server's list or this device's, before it is put in words. */
interface Entry {
  variant: VariantName;
  url: string;
  against: string;
  clock: Seek['clock'];
  days: number | null;
  moveBy: number | null;
  plies: number;
  /** Milliseconds since 1970 of the last activity (for the order). */
  when: number;
  finished: boolean;
  state: string;
  yourTurn: boolean;
  ratingChange: number | null;
  localId: string | null;
  seekId: string | null;
}

/** A finished game of this device, by its result when it was kept (older ones only say finished). */
function localResult(game: LocalGame): string {
  if (game.winner === undefined) return t('local-finished');
  if (game.winner === null) return t('result-draw');
  return t(game.winner === 'white' ? 'result-white-wins' : 'result-black-wins');
}

function serverEntry(game: MyGame): Entry {
  const against =
    game.opponent === 'computer'
      ? t('mine-vs-computer', { name: levelName(game.level, game.levelRating) })
      : t(game.opponent === 'seek' ? 'mine-vs-seek' : 'mine-vs-friend');
  const finished = game.status === 'finished';
  let state: string;
  if (finished) {
    const winner = game.outcome?.winner ?? null;
    state = winner === null ? t('mine-drawn') : winner === game.color ? t('mine-won') : t('mine-lost');
  } else if (game.status === 'waiting') state = t('mine-waiting');
  else state = game.yourTurn ? t('mine-your-turn') : t('mine-their-turn');
  return {
    variant: game.variant,
    url: game.url,
    against: `${against} · ${t('mine-you-play', { color: game.color })}`,
    clock: game.clock,
    days: game.days,
    moveBy: game.moveBy,
    plies: game.plies,
    when: (finished ? (game.endedAt ?? game.activeAt) : game.activeAt) * 1000,
    finished,
    state,
    yourTurn: game.yourTurn,
    ratingChange: game.ratingChange,
    localId: null,
    seekId: game.status === 'waiting' && game.opponent === 'seek' ? game.id : null,
  };
}

function localEntry(game: LocalGame): Entry {
  // A game from the board editor may start with Black to move.
  const blackFirst = game.fen?.trim().split(/\s+/)[1] === 'b';
  const whiteToMove = (game.moves.length % 2 === 0) !== blackFirst;
  return {
    variant: game.variant,
    url: `/local/${game.id}`,
    against: t('mine-same-device'),
    clock: null,
    days: null,
    moveBy: null,
    plies: game.moves.length,
    when: game.updated,
    finished: game.finished,
    state: game.finished ? localResult(game) : t('game-turn', { color: whiteToMove ? 'white' : 'black' }),
    yourTurn: false,
    ratingChange: null,
    localId: game.id,
    seekId: null,
  };
}

/** The correspondence game's time left to move, in words ("2 d 4 h left"), at `now` (ms). */
function timeLeft(entry: Entry, now: number): string[] {
  if (entry.finished || !entry.moveBy) return [];
  const ms = entry.moveBy * 1000 - now;
  return [ms > 0 ? t('mine-time-left', { time: timeLeftText(ms) }) : t('mine-time-out')];
}

function line(entry: Entry, now: number): MineLine {
  const name = gameName(entry.variant);
  // Numbered moves (what a player counts), from half-moves.
  const moves = t('mine-moves', { count: Math.ceil(entry.plies / 2) });
  const clock = entry.localId ? [] : [clockText(entry.clock, entry.days)];
  const change = entry.ratingChange;
  const open = t(entry.finished ? 'mine-view' : 'mine-resume');
  return {
    name,
    state: entry.state,
    yourTurn: entry.yourTurn,
    finished: entry.finished,
    change: change === null ? null : { text: signed(change), trend: change > 0 ? 'up' : change < 0 ? 'down' : '' },
    detail: [entry.against, ...clock, moves, ...timeLeft(entry, now)].join(' · '),
    url: entry.url,
    open: { label: open, aria: `${open}: ${name}, ${entry.against}` },
    cancel: entry.seekId ? { seekId: entry.seekId, label: t('lobby-cancel'), aria: `${t('lobby-cancel')}: ${name}, ${entry.against}` } : null,
    remove: entry.localId ? { localId: entry.localId, label: t('local-delete'), aria: `${t('local-delete')}: ${name}` } : null,
  };
}

export class MyGamesCtrl {
  /**
   * `server`: this browser's server games as last seen (kept in the
   * browser, so the page is laid out right at once rather than shifting
   * when the answer comes), null before any answer.
   */
  constructor(public server: MyGame[] | null) {}

  /** The server's answer to GET /api/my-games. */
  answered(games: MyGame[]): void {
    this.server = games;
  }

  /** A seek withdrawn: its waiting game leaves the list before the next answer. */
  withdrawn(id: string): void {
    if (this.server) this.server = this.server.filter(game => game.id !== id);
  }

  /** The ids of the server games waiting for this browser's move. */
  waiting(): Set<string> {
    return new Set((this.server ?? []).filter(game => game.yourTurn).map(game => game.id));
  }

  /** What the page shows, with `local` this device's games, at `now` (ms since 1970). */
  model(local: LocalGame[], now: number): MineModel {
    const entries = [...(this.server ?? []).map(serverEntry), ...local.map(localEntry)];
    const turnsWaiting = this.waiting().size;
    const unfinished = entries.filter(e => !e.finished).sort((a, b) => Number(b.yourTurn) - Number(a.yourTurn) || b.when - a.when);
    const finished = entries
      .filter(e => e.finished)
      .sort((a, b) => b.when - a.when)
      .slice(0, FINISHED_SHOWN);
    return {
      turnsWaiting,
      turnsText: turnsWaiting ? t('mine-turns-waiting', { count: turnsWaiting }) : '',
      resumeFirst: unfinished.length > 0,
      empty: entries.length ? null : t('mine-empty'),
      unfinished: unfinished.map(e => line(e, now)),
      finished: finished.map(e => line(e, now)),
      finishedTitle: t('mine-finished-title'),
    };
  }
}
