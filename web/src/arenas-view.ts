// Draws the arenas list (/tournaments) from the groups of arenas-ctrl.ts:
// per game, the arenas starting soon (with a countdown), those being
// played and those just finished. DOM only.

import { duration } from './arena-format';
import { arenaFacts } from './arena-view';
import type { ArenaCard } from './arena-wire';
import { secondsFrom, type GameArenas } from './arenas-ctrl';
import { el } from './dom';
import { gameName, t } from './i18n';

/** The countdown of an arena read at `readAt` (ms), at `now`: to its start, to its end, or its winner. */
function when(a: ArenaCard, readAt: number, now: number): string {
  if (a.status === 'created') return t('arena-starts-countdown', { clock: duration(secondsFrom(a.secondsToStart, readAt, now)) });
  if (a.status === 'started') return t('arena-ends-countdown', { clock: duration(secondsFrom(a.secondsLeft, readAt, now)) });
  return a.winner ? t('arena-winner', { name: a.winner }) : t('arena-over');
}

function item(a: ArenaCard, readAt: number, now: number): HTMLElement {
  const li = el('li', `arena-item ${a.status}`);
  const link = el('a', 'arena-link');
  link.href = `/tournament/${encodeURIComponent(a.id)}`;
  link.textContent = arenaFacts(a, false);
  const what = el('span', 'arena-what');
  what.append(link);
  if (a.schedule === null) what.append(' ', el('span', 'arena-tag', t('arena-by-link')));
  li.append(what, el('span', 'arena-when', when(a, readAt, now)), el('span', 'arena-count muted', t('arena-players', { count: a.players })));
  li.dataset.arena = a.id;
  return li;
}

/** Draws every game's arenas into #arenas. */
export function drawArenas(groups: GameArenas[], readAt: number, now: number): void {
  const box = document.getElementById('arenas');
  if (!box) return;
  const cards = groups.map(group => {
    const card = el('section', 'panel arena-game');
    card.dataset.variant = group.variant;
    const title = el('h2', 'card-head');
    title.id = `arenas-${group.variant}`;
    card.setAttribute('aria-labelledby', title.id);
    title.append(el('span', `card-icon icon-${group.variant}`), gameName(group.variant));
    title.firstElementChild?.setAttribute('aria-hidden', 'true');
    card.append(title);
    const parts: [string, ArenaCard[]][] = [['arena-running', group.running], ['arena-upcoming', group.upcoming], ['arena-finished', group.finished]];
    let any = false;
    for (const [heading, list] of parts) {
      if (list.length === 0) continue;
      any = true;
      const ul = el('ul', 'arena-list');
      for (const a of list) ul.append(item(a, readAt, now));
      card.append(el('h3', '', t(heading)), ul);
    }
    if (!any) card.append(el('p', 'empty', t('arena-none')));
    return card;
  });
  box.replaceChildren(...cards);
}

/** Shows the creation form to a player with a name, and a way to take one to the others. */
export function showCreateForm(named: boolean): void {
  const form = document.getElementById('arena-form');
  const need = document.getElementById('arena-need-name');
  if (form) form.hidden = !named;
  if (need) need.hidden = named;
}

export function showFormError(text: string | null): void {
  const box = document.getElementById('arena-form-error');
  if (!box) return;
  box.hidden = text === null;
  box.textContent = text ?? '';
}
