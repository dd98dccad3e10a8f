// The boxes of an online game page around an invitation: the links to
// share while a friend is awaited (or to watch), and the invitation as its
// visitor sees it (game, clock, colour, Accept / Decline).

import type { GameAnswer as ServerGame } from './api';
import type { Color } from './board';
import { timeControlText } from './game-events';
import { gameName, t } from './i18n';
import { actionElement } from './page-actions';

/** The links to share: the invitation while a friend is awaited, else the spectator link. */
export function renderShareBox(g: ServerGame, you: boolean, computer: boolean, invited: boolean): void {
  const share = document.getElementById('share-box');
  if (!share) return;
  const waitingFriend = you && g.status === 'waiting';
  // The invited visitor sees the invitation, not links to share.
  share.hidden = (computer && you) || invited;
  const shareButton = document.getElementById('share-button');
  if (shareButton) shareButton.hidden = !waitingFriend || typeof navigator.share !== 'function';
  const invite = document.getElementById('share-link') as HTMLInputElement | null;
  const watch = document.getElementById('watch-link') as HTMLInputElement | null;
  const link = `${location.origin}/game/${g.id}`;
  if (invite) invite.value = link;
  if (watch) watch.value = link;
  // While a friend is awaited the invitation is the one link (it is also
  // the spectator link); it goes first, right under the status line.
  share.classList.toggle('inviting', waitingFriend);
  for (const node of share.querySelectorAll('.invite-part')) node.toggleAttribute('hidden', !waitingFriend);
  for (const node of share.querySelectorAll('.watch-part')) node.toggleAttribute('hidden', waitingFriend);
  // While a friend is awaited the link is all there is to do: it goes
  // above the board, where a phone shows it without scrolling.
  const layout = document.getElementById('game');
  if (waitingFriend && layout && layout.previousElementSibling !== share) layout.before(share);
  if (!waitingFriend && share.parentElement !== document.querySelector('.side-column')) document.querySelector('.game-links')?.before(share);
}

/** The invitation as its visitor sees it: game, clock, colour, Accept / Decline. */
export function renderChallenge(g: ServerGame, invited: boolean): void {
  const box = document.getElementById('join-box');
  if (!box) return;
  box.hidden = !invited;
  if (!invited) return;
  const layout = document.getElementById('game');
  if (layout && layout.previousElementSibling !== box) layout.before(box);
  const icon = box.querySelector<HTMLElement>('.card-icon');
  if (icon) icon.className = `card-icon icon-${g.variant}`;
  const name = box.querySelector('.challenge-name');
  if (name) name.textContent = t('challenge-title', { name: gameName(g.variant) });
  const clock = document.getElementById('challenge-clock');
  if (clock) clock.textContent = t('challenge-clock', { name: timeControlText(g.clock) ?? t('clock-unlimited') });
  const color = document.getElementById('challenge-color');
  const open: Color | null = !g.players.white.joined ? 'white' : !g.players.black.joined ? 'black' : null;
  if (color) color.textContent = open ? t('challenge-color', { color: open }) : t('challenge-color', { color: 'random' });
  const decline = actionElement('decline-invite', box);
  if (decline) decline.hidden = g.opponent !== 'friend';
}

/** The Web Share sheet (phones), where the browser has one. */
export async function shareLink(g: ServerGame | null): Promise<void> {
  if (!g || typeof navigator.share !== 'function') return;
  try {
    await navigator.share({ title: 'Regalia', text: t('share-text', { name: gameName(g.variant) }), url: `${location.origin}/game/${g.id}` });
  } catch {
    /* the visitor closed the share sheet */
  }
}
