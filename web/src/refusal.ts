// A refused start (a new game, a seek, joining one) said where the click
// was: the reason in words and, when the refusal is about games the
// visitor already holds, links to those games so one can be finished,
// aborted or cancelled.

import { ApiError, errorText, type MyGame } from './api';
import { gameName, t } from './i18n';

/** The words for a refusal about games held, by its code (`count`, `level`). */
const HELD: Partial<Record<string, string>> = {
  'unfinished-games': 'refusal-unfinished-games',
  'open-seeks': 'refusal-open-seeks',
  'open-invitations': 'refusal-open-invitations',
};

/**
 * Shows `error` in a box placed right after `near` (created once, reused):
 * `level` is the computer's level asked for, `mine` this browser's games
 * as the server lists them, to name the games a refusal links to.
 */
export function showRefusal(near: HTMLElement, error: unknown, mine: MyGame[], level: number | null = null): void {
  let box = near.nextElementSibling instanceof HTMLElement && near.nextElementSibling.classList.contains('refusal') ? near.nextElementSibling : null;
  if (!box) {
    box = document.createElement('div');
    box.className = 'refusal';
    box.setAttribute('role', 'alert');
    near.after(box);
  }
  const held = error instanceof ApiError ? HELD[error.code] : undefined;
  const games = error instanceof ApiError ? error.games : [];
  const text = document.createElement('p');
  text.textContent = held && games.length ? t(held, { count: games.length, level: level ?? 8 }) : errorText(error);
  const parts: HTMLElement[] = [text];
  if (held && games.length) {
    const list = document.createElement('ul');
    list.className = 'refusal-games';
    for (const id of games) {
      const game = mine.find(g => g.id === id);
      const link = document.createElement('a');
      // The spectator address sends the player of the game on to their seat.
      link.href = game?.url ?? `/game/${encodeURIComponent(id)}`;
      link.textContent = game ? `${gameName(game.variant)} · ${t('mine-moves', { count: Math.ceil(game.plies / 2) })}` : t('refusal-game', { name: id });
      const item = document.createElement('li');
      item.append(link);
      list.append(item);
    }
    parts.push(list);
  }
  box.replaceChildren(...parts);
  box.hidden = false;
}

/** Hides the refusal after `near`, if one is shown. */
export function clearRefusal(near: HTMLElement): void {
  const box = near.nextElementSibling;
  if (box instanceof HTMLElement && box.classList.contains('refusal')) box.hidden = true;
}
