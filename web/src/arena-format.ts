// How the arena pages write times and clocks: "3+0", "12:05", "1:02:03".
// No DOM, no network (unit-tested).

import type { ClockSpec } from './api';

/** A time control as "minutes+increment": 3+0, ½+0 for 30 seconds. */
export function clockText(clock: ClockSpec): string {
  const minutes = clock.initial / 60;
  const shown = minutes === 0.5 ? '½' : minutes === 0.25 ? '¼' : String(Math.round(minutes * 100) / 100);
  return `${shown}+${clock.increment}`;
}

/** Seconds as a countdown shows them: "0:09", "12:05", "1:02:03" (never negative). */
export function duration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** Whole minutes to wait, rounded up ("in 1 min" until the start). */
export function minutesUntil(seconds: number): number {
  return Math.max(0, Math.ceil(seconds / 60));
}
