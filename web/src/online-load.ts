// Loading an online game page's game: the first `GET /api/games/{id}`,
// tried again while the server is out of reach, and what the page says
// when it cannot be had.

import { api, ApiError, errorText, type GameAnswer } from './api';
import { showMissingGame } from './game-result';
import { t } from './i18n';

/** The game as the server has it, or null once the page says why not. */
export async function loadGame(id: string, seat: string | null): Promise<GameAnswer | null> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await api.game(id, seat ?? undefined);
    } catch (error) {
      // The server is out of reach or busy handing the game over (a node
      // of a cluster died): try again, as the socket does, before giving up.
      const transient = error instanceof ApiError && (error.status === 0 || error.status >= 500);
      if (!transient || attempt >= 12) {
        showFailure(error);
        return null;
      }
      const status = document.getElementById('status');
      if (status) status.textContent = t('game-reconnecting');
      await new Promise(resolve => window.setTimeout(resolve, Math.min(5000, 500 * 2 ** attempt)));
    }
  }
}

function showFailure(error: unknown): void {
  const message = errorText(error);
  if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
    showMissingGame(message);
    return;
  }
  const status = document.getElementById('status');
  if (status) status.textContent = message;
  const box = document.getElementById('game-error');
  if (box) {
    box.hidden = false;
    box.textContent = message;
  }
}
