// The home page's arena line: "Next King of the Hill arena in 12 min",
// linking to it, before the link to all arenas the page has from its
// first paint (the line holds its place: nothing moves when it fills).

import { minutesUntil } from './arena-format';
import { arenas } from './arena-api';
import { nextArena } from './arenas-ctrl';
import { gameName, t } from './i18n';

export async function showNextArena(): Promise<void> {
  const line = document.getElementById('arena-line');
  if (!line) return;
  let next;
  try {
    next = nextArena(await arenas.list());
  } catch {
    return;
  }
  if (!next) return;
  const link = document.createElement('a');
  link.href = `/tournament/${encodeURIComponent(next.id)}`;
  link.id = 'next-arena';
  link.textContent = t('arena-home-next', { game: gameName(next.variant), number: minutesUntil(next.secondsToStart) });
  const all = document.createElement('a');
  all.href = '/tournaments';
  all.textContent = t('arena-home-all');
  line.replaceChildren(link, ' · ', all);
}
