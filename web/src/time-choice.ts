// Time controls as the pages offer them: a clock (`M+S` in the lists) or
// a correspondence game's days per move (`d3`), and how the time left of
// a correspondence game reads (days and hours, hours and minutes).

import type { ClockSpec } from './api';
import { t } from './i18n';

export interface TimeChoice {
  clock: ClockSpec | null;
  days: number | null;
}

/** A choice of the time control lists: `5+3`, `d3`, or anything else for no clock. */
export function timeChoice(value: string): TimeChoice {
  const clock = /^(\d+)\+(\d+)$/.exec(value);
  if (clock) return { clock: { initial: Number(clock[1]) * 60, increment: Number(clock[2]) }, days: null };
  const days = /^d(\d+)$/.exec(value);
  return { clock: null, days: days ? Number(days[1]) : null };
}

/** "3 days per move". */
export function daysText(days: number): string {
  return t('clock-days', { count: days });
}

/** A correspondence game's time left: "2 d 4 h", "5 h 12 min", "12 min" (rounded down, never negative). */
export function timeLeftText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60000));
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return t('time-left-days', { days, hours: hours % 24 });
  if (hours > 0) return t('time-left-hours', { hours, minutes: minutes % 60 });
  return t('time-left-minutes', { minutes });
}
