// The home page's lobby as drawn: the live counts and the list of seeks,
// each with Join (or, for your own, its game and Cancel). DOM only: the
// buttons call back into home.ts, which asks the server.

import type { Counts, SeekView as Seek } from './api';
import { seekerName, seekKind } from './home-player';
import { showEmpty } from './dom';
import { gameName, t } from './i18n';
import { knownServerGames } from './my-games';
import { clockText } from './my-games-ctrl';

/**
 * Shows the live counts. They count this page too, as `GET /api/lobby`
 * does once its socket is open: three open home pages each read
 * "3 players online".
 */
export function renderCounts(counts: Counts | null): void {
  if (!counts) return;
  const text = document.querySelector('#live-counts .live-text');
  if (text) text.textContent = `${t('home-players-online', { count: counts.players })} · ${t('home-rooms-waiting', { count: counts.seeks })}`;
  document.getElementById('live-counts')?.classList.toggle('active', counts.players > 1);
}

/** The colour the visitor would get by joining. */
function sideText(seek: Seek): string {
  if (seek.color === 'random') return t('lobby-side-random');
  return t(seek.color === 'white' ? 'lobby-side-black' : 'lobby-side-white');
}

/** "Anonymous · King of the Hill · 5+3 · random colour", translated. */
export function seekLine(seek: Seek): string {
  const line = t('lobby-seek-line', {
    name: seekerName(seek) ?? t('lobby-anonymous'),
    game: gameName(seek.variant),
    clock: clockText(seek.clock, seek.days),
    side: sideText(seek),
  });
  return line + seekKind(seek);
}

export interface SeekButtons {
  join(seek: Seek, button: HTMLButtonElement): void;
  cancel(seek: Seek, button: HTMLButtonElement): void;
}

/**
 * Draws the seeks (a list of at most 100, redrawn a few times a second at
 * most, so built by hand: no virtual DOM is needed for it): the games
 * played now first, then, under their own heading, the correspondence
 * seeks (days per move), which stay open for days whoever is here.
 */
export function renderSeeks(seeks: Seek[], on: SeekButtons): void {
  const box = document.getElementById('lobby');
  if (!box) return;
  if (!seeks.length) {
    showEmpty(box, t('lobby-empty'));
    return;
  }
  const now = seeks.filter(seek => !seek.days);
  const later = seeks.filter(seek => seek.days);
  const parts: HTMLElement[] = [];
  if (now.length) parts.push(seekList(now, on));
  if (later.length) {
    const title = document.createElement('h3');
    title.className = 'mine-subtitle lobby-correspondence';
    title.textContent = t('clock-correspondence');
    parts.push(title, seekList(later, on));
  }
  box.replaceChildren(...parts);
}

function seekList(seeks: Seek[], on: SeekButtons): HTMLElement {
  const list = document.createElement('ul');
  list.className = 'item-list';
  for (const seek of seeks) {
    const li = document.createElement('li');
    li.className = 'item seek';
    li.dataset.seek = seek.id;
    const info = document.createElement('span');
    info.className = 'item-info';
    const line = document.createElement('span');
    line.className = 'seek-line';
    line.textContent = seekLine(seek);
    info.append(line);
    li.append(info);
    if (seek.own) {
      // Your own seek: its game (where it waits) and a way to withdraw it.
      const own = document.createElement('a');
      own.className = 'muted own-seek';
      own.href = knownServerGames()?.find(g => g.id === seek.id)?.url ?? `/game/${encodeURIComponent(seek.id)}`;
      own.textContent = t('lobby-yours');
      li.append(own, button(t('lobby-cancel'), 'button danger', seek, cancel => on.cancel(seek, cancel)));
    } else {
      li.append(button(t('lobby-join'), 'button primary', seek, join => on.join(seek, join)));
    }
    list.append(li);
  }
  return list;
}

function button(label: string, className: string, seek: Seek, click: (self: HTMLButtonElement) => void): HTMLButtonElement {
  const node = document.createElement('button');
  node.type = 'button';
  node.className = className;
  node.textContent = label;
  node.setAttribute('aria-label', `${label}: ${seekLine(seek)}`);
  node.addEventListener('click', () => click(node));
  return node;
}
