// Draws "Your games" on the home page from MyGamesCtrl's model: the lists,
// the count of games waiting beside the title and in the tab's title, and
// where the list stands (above the game cards when there is a game to
// resume). DOM only: what the reader does goes to the page (my-games.ts).

import { busyButton, el, showEmpty } from './dom';
import { titleWithCount, type MineLine, type MineModel } from './my-games-ctrl';
import { t } from './i18n';

export interface MineHost {
  /** Withdraws this browser's waiting seek; a failure lets the button be pressed again. */
  cancelSeek(seekId: string): Promise<unknown>;
  /** Deletes a game of this device (the reader has confirmed). */
  removeLocal(localId: string): void;
}

/**
 * The list goes above the game cards when there is a game to resume, so
 * that a visitor on a phone finds it without scrolling past four cards.
 * Only that moves them: a seek arriving or leaving the lobby never moves
 * the cards (the lobby's list keeps its height).
 */
function placeColumns(first: boolean): void {
  const columns = document.querySelector('.home-columns');
  const games = document.querySelector('section.games');
  if (!columns || !games) return;
  columns.classList.toggle('resume-first', first);
  if (first && columns.nextElementSibling !== games) games.before(columns);
  if (!first && games.nextElementSibling !== columns) games.after(columns);
  columns.classList.toggle('first', first);
}

/** How many games wait for this browser's move: beside the title of "Your games" and in the tab's title. */
function showTurnsWaiting(model: MineModel): void {
  const badge = document.getElementById('turns-waiting');
  if (badge) {
    badge.hidden = model.turnsWaiting === 0;
    badge.textContent = model.turnsText;
  }
  document.title = titleWithCount(document.title, model.turnsWaiting);
}

export function drawMyGames(model: MineModel, host: MineHost): void {
  showTurnsWaiting(model);
  placeColumns(model.resumeFirst);
  const box = document.getElementById('local-games');
  if (!box) return;
  if (model.empty !== null) {
    showEmpty(box, model.empty);
    return;
  }
  const parts: HTMLElement[] = [];
  if (model.unfinished.length) parts.push(gameList(model.unfinished, 'unfinished', host));
  if (model.finished.length) parts.push(el('h3', 'mine-subtitle', model.finishedTitle), gameList(model.finished, 'finished', host));
  box.replaceChildren(...parts);
}

function gameList(lines: MineLine[], kind: string, host: MineHost): HTMLElement {
  const list = el('ul', `item-list mine-${kind}`);
  for (const line of lines) list.append(item(line, host));
  return list;
}

function item(line: MineLine, host: MineHost): HTMLElement {
  const li = el('li', 'item');
  li.classList.toggle('your-turn', line.yourTurn);
  const title = el('strong', '', line.name);
  title.append(' ', el('span', line.yourTurn ? 'mine-state turn-badge' : 'mine-state', line.state));
  if (line.change) title.append(' ', el('span', `mine-change rating-change ${line.change.trend}`, line.change.text));
  const info = el('span', 'item-info');
  info.append(title, el('span', 'muted', line.detail));
  const open = el('a', line.finished ? 'button' : 'button primary', line.open.label);
  open.href = line.url;
  open.setAttribute('aria-label', line.open.aria);
  li.append(info, open);
  const cancel = line.cancel;
  if (cancel) {
    const button = busyButton(cancel.label, () => host.cancelSeek(cancel.seekId), () => {});
    button.classList.add('danger');
    button.setAttribute('aria-label', cancel.aria);
    li.append(button);
  }
  const remove = line.remove;
  if (remove) {
    const button = el('button', 'button danger', remove.label);
    button.type = 'button';
    button.setAttribute('aria-label', remove.aria);
    button.addEventListener('click', () => {
      if (confirm(t('local-delete-confirm'))) host.removeLocal(remove.localId);
    });
    li.append(button);
  }
  return li;
}
