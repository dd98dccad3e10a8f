// Stepping through a game's moves with the step buttons (`data-nav`) and
// the arrow keys: the same on the game page and the embed.

import type { NavStep } from './generated';

/** The keys that step through the moves. */
export const NAV_KEYS: Readonly<Record<string, NavStep>> = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last' };

/** The ply step `where` goes to from ply `now` in a game of `last` plies. */
export function stepTo(where: NavStep, now: number, last: number): number {
  switch (where) {
    case 'first':
      return 0;
    case 'prev':
      return Math.max(0, now - 1);
    case 'next':
      return Math.min(last, now + 1);
    case 'last':
      return last;
  }
}

/** Whether step button `nav` goes back (off at the start, as forward ones are at the end). */
export function stepsBack(nav: string | undefined): boolean {
  return nav === 'first' || nav === 'prev';
}
