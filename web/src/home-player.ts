// The home page's part of players: who this browser plays as (or a link
// to take a name), the "Rated game" choice for named players, and the
// seeker's name and rating in the lobby.

import type { CreateGame, SeekView } from './generated';
import { t } from './i18n';
import { players } from './players-api';

/** This browser's rating in each game, once known (for seeks with a range). */
let myRatings: Partial<Record<string, number>> | null = null;

/** Whether this browser may join `seek`: a seek with a rating range is only for players in it. */
export function mayJoin(seek: SeekView): boolean {
  if (!seek.range || seek.own) return true;
  const rating = myRatings?.[seek.variant];
  const r = rating ?? (myRatings ? 1500 : null);
  return r !== null && r >= seek.range.min && r <= seek.range.max;
}

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
  } else {
    link.href = '/player';
    link.textContent = t('player-take-link');
    line.replaceChildren(link);
  }
  line.hidden = false;
}

/** `rated: true` when a named player ticked "Rated game". */
export function ratedChoice(): Pick<CreateGame, 'rated'> {
  const box = document.getElementById('rated-check') as HTMLInputElement | null;
  const shown = !document.getElementById('rated-choice')?.hidden;
  return box?.checked && shown ? { rated: true } : {};
}

/** The seeker as the lobby names them: "Ada (1500?)", or null when anonymous. */
export function seekerName(seek: SeekView): string | null {
  return seek.player ? `${seek.player.name} (${seek.player.rating})` : null;
}

/** " · Rated" for a rated seek. */
export function seekKind(seek: SeekView): string {
  return seek.rated ? ` · ${t('game-rated')}` : '';
}
