// The player page's API tokens (docs/api.md, "Bots and boards"): the list
// of this player's tokens with Revoke, and a button that makes one and
// shows it this once, with Copy. DOM only: the requests are the page's
// (players.ts, through players-api.ts).

import { busyButton, copyRow, el, removeButton } from './dom';
import type { TokenAnswer, TokenView } from './generated';
import { t } from './i18n';

/** The token just made, shown once, with Copy. */
function shownOnce(made: TokenAnswer): HTMLElement {
  const box = el('div', 'key-box token-made');
  const { row } = copyRow('token-text', made.token, t('player-tokens'));
  box.append(row, el('p', 'muted', t('player-token-once')));
  return box;
}

/** What the tokens section asks of its page (the view itself sends nothing). */
export interface TokenActions {
  revoke(id: string): Promise<unknown>;
  /** Makes a token and draws the section again with it shown once. */
  make(): Promise<void>;
}

/**
 * The tokens section of `tokens`, with `made` shown once if a token was
 * just made; `since` writes a date, `onError` shows a refusal.
 */
export function tokensBox(tokens: TokenView[], made: TokenAnswer | null, since: (unix: number) => string, actions: TokenActions, onError: (error: unknown) => void): HTMLElement {
  const box = el('section', 'tokens');
  box.id = 'tokens';
  box.append(el('h2', '', t('player-tokens')), el('p', 'muted', t('player-tokens-sentence')));
  const list = el('ul', 'item-list');
  list.id = 'token-list';
  for (const token of tokens) {
    const li = el('li', 'item token');
    li.dataset.token = token.id;
    const info = el('span', 'item-info');
    info.append(el('span', 'token-id', token.id), el('span', 'muted', since(token.createdAt)));
    const revoke = removeButton(t('player-token-revoke'), li, () => actions.revoke(token.id), onError);
    li.append(info, revoke);
    list.append(li);
  }
  if (tokens.length === 0) list.append(el('li', 'item muted', t('player-token-none')));
  const make = busyButton(t('player-token-new'), () => actions.make(), onError);
  make.id = 'token-new';
  box.append(list, make);
  if (made) box.append(shownOnce(made));
  return box;
}
