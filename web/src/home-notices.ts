// The home page's "your turn" notices: the switch for Web Push (push.ts),
// and, push or not, a notice on the page when one more of this browser's
// games waits for its move (the list is asked again every minute while
// the page is in view, and when it comes back into view).

import { gamesWaiting, knownServerGames, loadMyGames } from './my-games';
import { gameName, pageData, t } from './i18n';
import { disablePush, enablePush, pushState, pushWords, type PushState } from './push';

/** How often the page asks for this browser's games while it is in view. */
const REFRESH_MS = 60000;

function showPushState(state: PushState): void {
  const button = document.getElementById('push-switch') as HTMLButtonElement | null;
  const note = document.getElementById('push-note');
  if (!button || !note) return;
  const words = pushWords(state);
  button.textContent = words.button;
  button.setAttribute('aria-pressed', String(state === 'on'));
  button.dataset.state = state;
  note.textContent = words.note;
  button.hidden = false;
}

function setupSwitch(): void {
  const button = document.getElementById('push-switch') as HTMLButtonElement | null;
  if (!button) return;
  void pushState().then(state => showPushState(state === 'unavailable' || state === 'refused' ? 'off' : state));
  button.addEventListener('click', async () => {
    button.disabled = true;
    const state = button.dataset.state === 'on' ? await disablePush() : await enablePush(pageData().lang);
    showPushState(state);
    button.disabled = false;
  });
}

/** Says on the page which game newly waits for a move, with a link to it. */
function announce(before: Set<string>): void {
  const box = document.getElementById('turn-notice');
  const fresh = (knownServerGames() ?? []).find(g => g.yourTurn && !before.has(g.id));
  if (!box || !fresh) return;
  const link = document.createElement('a');
  link.href = fresh.url;
  link.textContent = t('push-turn-title', { game: gameName(fresh.variant) });
  box.replaceChildren(link);
  box.hidden = false;
}

export function startTurnNotices(): void {
  setupSwitch();
  let seen = gamesWaiting();
  const refresh = async () => {
    if (document.visibilityState !== 'visible') return;
    const before = knownServerGames() ? gamesWaiting() : seen;
    await loadMyGames();
    announce(before);
    seen = gamesWaiting();
  };
  window.setInterval(() => void refresh(), REFRESH_MS);
  document.addEventListener('visibilitychange', () => void refresh());
}
