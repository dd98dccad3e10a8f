// The game page's move list: numbered rows of buttons that show a past
// position, the current one marked, and a move the server has not
// confirmed yet shown after the others, marked as such.

import type { MoveView } from './api';
import { t } from './i18n';

interface Listed {
  initialFen: string;
  moves: MoveView[];
}

/**
 * Fills `list` with the moves of `state`, marking ply `shown` (0 = the
 * start) as the one on the board; `pending` is a move sent and not yet
 * confirmed, in words, or null. `pick(ply)` is called on a click.
 */
export function renderMoveList(list: HTMLElement, state: Listed, shown: number, pending: string | null, pick: (ply: number) => void): void {
  // Keep the keyboard in the list while it steps through the game.
  const hadFocus = list.contains(document.activeElement);
  list.tabIndex = -1;
  list.replaceChildren();
  const blackFirst = state.initialFen.split(/\s+/)[1] === 'b';
  const offset = blackFirst ? 1 : 0;
  // A game from a set-up position counts on from its FEN's move number.
  const firstNumber = Math.max(1, Number(state.initialFen?.trim().split(/\s+/)[5]) || 1);
  const count = state.moves.length + (pending ? 1 : 0);
  const rows = Math.ceil((count + offset) / 2);
  for (let row = 0; row < rows; row++) {
    const li = document.createElement('li');
    li.className = 'move-row';
    const number = document.createElement('span');
    number.className = 'move-number';
    number.textContent = `${firstNumber + row}.`;
    li.append(number);
    for (let col = 0; col < 2; col++) {
      const index = row * 2 + col - offset;
      const played = index >= 0 && index < state.moves.length;
      const cell = document.createElement(played ? 'button' : 'span');
      cell.className = 'move';
      if (cell instanceof HTMLButtonElement) {
        cell.type = 'button';
        cell.textContent = state.moves[index].san;
        cell.dataset.ply = String(index + 1);
        if (index + 1 === shown) {
          cell.classList.add('current');
          cell.setAttribute('aria-current', 'step');
        }
        cell.addEventListener('click', () => pick(index + 1));
      } else if (pending && index === state.moves.length) {
        cell.classList.add('unconfirmed');
        cell.textContent = pending;
        cell.title = t('game-move-unconfirmed');
        cell.setAttribute('aria-label', `${pending}: ${t('game-move-unconfirmed')}`);
      } else {
        cell.textContent = index < 0 ? '…' : '';
      }
      li.append(cell);
    }
    list.append(li);
  }
  // Scroll the list itself, never the page (the board must stay in view).
  const current = list.querySelector<HTMLElement>('.current');
  if (current) list.scrollTop = Math.max(0, current.offsetTop - list.clientHeight / 2);
  else list.scrollTop = list.scrollHeight;
  if (hadFocus) (current ?? list).focus({ preventScroll: true });
}
