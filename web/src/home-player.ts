// The home page's part of players: who this browser plays as (or a link
// to take a name), the "Rated game" choice for named players, and the
// seeker's name and rating in the lobby.

import type { CreateGame, SeekView } from './generated';
import { t } from './i18n';
import { players } from './players-api';

/** This browser's rating in each game, once known (a seek's range is set around it). */
let myRatings: Partial<Record<string, number>> | null = null;

/** Shows the player line and, for a named player, the rated choice. */
export async function showPlayerOnHome(): Promise<void> {
  const line = document.getElementById('player-line');
  const choice = document.getElementById('rated-choice');
  if (!line) return;
  let me;
  try {
    me = await players.me();
  } catch {
    return;
  }
  const link = document.createElement('a');
  if (me.player) {
    myRatings = Object.fromEntries(Object.entries(me.player.ratings).map(([v, r]) => [v, r?.rating ?? 1500]));
    link.href = `/@/${encodeURIComponent(me.player.name)}`;
    link.textContent = me.player.name;
    line.replaceChildren(t('player-playing-as', { name: '\u0000' }).split('\u0000')[0] ?? '', link, t('player-playing-as', { name: '\u0000' }).split('\u0000')[1] ?? '');
    if (choice) choice.hidden = false;
    showRangeWithRated();
  } else {
    link.href = '/player';
    link.textContent = t('player-take-link');
    line.replaceChildren(link);
  }
  line.classList.remove('pending');
}

/** The rating range is offered while "Rated game" is ticked. */
function showRangeWithRated(): void {
  const box = document.getElementById('rated-check') as HTMLInputElement | null;
  const range = document.getElementById('range-choice');
  if (!box || !range) return;
  const sync = (): void => {
    range.hidden = !box.checked;
  };
  box.addEventListener('change', sync);
  sync();
}

/** Ratings a seek's range never passes (the server keeps them as 0 to 65535). */
const RATING_FLOOR = 0;
const RATING_CEILING = 65535;

/**
 * `rated: true` when a named player ticked "Rated game"; for a seek, the
 * range chosen around their rating in `variant` (1500 in a game they have
 * not played), as the lobby lists it only to players in it.
 */
export function ratedChoice(variant: string, opponent: 'friend' | 'seek'): Pick<CreateGame, 'rated' | 'range'> {
  const box = document.getElementById('rated-check') as HTMLInputElement | null;
  const shown = !document.getElementById('rated-choice')?.hidden;
  if (!box?.checked || !shown) return {};
  const spread = Number((document.getElementById('range-select') as HTMLSelectElement | null)?.value || NaN);
  if (opponent !== 'seek' || !Number.isFinite(spread) || spread <= 0) return { rated: true };
  const mine = Math.round(myRatings?.[variant] ?? 1500);
  return { rated: true, range: { min: Math.max(RATING_FLOOR, mine - spread), max: Math.min(RATING_CEILING, mine + spread) } };
}

/** The seeker as the lobby names them: "Ada (1500?)", or null when anonymous. */
export function seekerName(seek: SeekView): string | null {
  return seek.player ? `${seek.player.name} (${seek.player.rating})` : null;
}

/** " · Rated" for a rated seek, with its range: " · Rated · 1300–1700". */
export function seekKind(seek: SeekView): string {
  if (!seek.rated) return '';
  const range = seek.range ? ` · ${seek.range.min}–${seek.range.max}` : '';
  return ` · ${t('game-rated')}${range}`;
}
