// The arenas list (/tournaments) and the home page's line: arenas grouped
// per game (upcoming by start, running, finished lately), the next one of
// a game, and the creation form read into a request. No DOM, no network.

import type { ClockSpec, VariantName } from './api';
import type { ArenaCard, ArenaList, CreateArena } from './arena-wire';

/** The games in the site's order. */
export const ARENA_GAMES: VariantName[] = ['kingofthehill', 'racingkings', 'lielow', 'chess'];

/** Finished arenas shown per game. */
export const FINISHED_SHOWN = 3;

/** The time controls an arena by link may have: minutes + increment. */
export const ARENA_CLOCKS: [number, number][] = [[1, 0], [2, 1], [3, 0], [3, 2], [5, 0], [5, 3], [10, 0]];
/** The lengths the server takes, in minutes (the form offers some; site/arenas.rs). */
export const MIN_MINUTES = 10;
export const MAX_MINUTES = 180;

export interface GameArenas {
  variant: VariantName;
  upcoming: ArenaCard[];
  running: ArenaCard[];
  finished: ArenaCard[];
}

/** The arenas of each game, in the site's order of games. */
export function groupArenas(list: ArenaList): GameArenas[] {
  return ARENA_GAMES.map(variant => {
    const of = (cards: ArenaCard[]): ArenaCard[] => cards.filter(a => a.variant === variant);
    return {
      variant,
      upcoming: of(list.upcoming).sort((a, b) => a.startsAt - b.startsAt),
      running: of(list.running).sort((a, b) => b.players - a.players || a.endsAt - b.endsAt),
      finished: of(list.finished).sort((a, b) => b.endsAt - a.endsAt).slice(0, FINISHED_SHOWN),
    };
  });
}

/** The next arena the site holds on its schedule (of `variant`, or of any game). */
export function nextArena(list: ArenaList, variant?: VariantName): ArenaCard | null {
  const upcoming = list.upcoming
    .filter(a => a.status === 'created' && a.schedule !== null && (!variant || a.variant === variant))
    .sort((a, b) => a.secondsToStart - b.secondsToStart);
  return upcoming[0] ?? null;
}

/** Counts down, in seconds: a list's arenas carry their seconds at the time of the answer, `readAt` (ms). */
export function secondsFrom(seconds: number, readAt: number, nowMs: number): number {
  return Math.max(0, seconds - Math.floor((nowMs - readAt) / 1000));
}

/** What the creation form holds, as its fields give it. */
export interface ArenaForm {
  variant: string;
  clock: string;
  minutes: string;
  startsIn: string;
  rated: boolean;
  private: boolean;
}

/** The form read into a request, or the message id saying what is wrong. */
export function readArenaForm(form: ArenaForm, nowMs: number): { ok: CreateArena } | { error: string } {
  const variant = ARENA_GAMES.find(v => v === form.variant);
  if (!variant) return { error: 'error-code-unknown-variant' };
  const clock = readClock(form.clock);
  if (!clock) return { error: 'error-code-bad-clock' };
  const minutes = Number(form.minutes);
  if (!Number.isInteger(minutes) || minutes < MIN_MINUTES || minutes > MAX_MINUTES) return { error: 'arena-error-length' };
  const startsIn = Number(form.startsIn);
  if (!Number.isInteger(startsIn) || startsIn < 0 || startsIn > 24 * 60) return { error: 'arena-error-start' };
  return {
    ok: {
      variant,
      clock,
      minutes,
      startsAt: startsIn === 0 ? null : Math.floor(nowMs) + startsIn * 60_000,
      rated: form.rated,
      ...(form.private ? { private: true } : {}),
    },
  };
}

/** "3+2" into a clock, when it is one the form offers. */
function readClock(text: string): ClockSpec | null {
  const found = ARENA_CLOCKS.find(([m, i]) => `${m}+${i}` === text);
  return found ? { initial: found[0] * 60, increment: found[1] } : null;
}
