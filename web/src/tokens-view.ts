// The player page's API tokens (docs/api.md, "Bots and boards"): the list
// of this player's tokens with Revoke, and a button that makes one and
// shows it this once, with Copy. Through players-api.ts.

import type { TokenAnswer } from './generated';
import { t } from './i18n';
import { players } from './players-api';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

/** The token just made, shown once, with Copy. */
function shownOnce(made: TokenAnswer): HTMLElement {
  const box = el('div', 'key-box token-made');
  const row = el('div', 'key-row');
  const input = el('input', 'key-link');
  input.id = 'token-text';
  input.readOnly = true;
  input.value = made.token;
  input.setAttribute('aria-label', t('player-tokens'));
  const copy = el('button', 'button primary', t('player-copy'));
  copy.type = 'button';
  copy.addEventListener('click', async () => {
    input.select();
    try {
      await navigator.clipboard.writeText(input.value);
    } catch {
      document.execCommand('copy');
    }
    copy.textContent = t('player-copied');
  });
  row.append(input, copy);
  box.append(row, el('p', 'muted', t('player-token-once')));
  return box;
}

/**
 * The tokens section; `since` writes a date, `onError` shows a refusal.
 * Its ids are returned too, so the devices list leaves tokens out.
 */
export async function tokensBox(since: (unix: number) => string, onError: (error: unknown) => void): Promise<{ box: HTMLElement; ids: Set<string> }> {
  const box = el('section', 'tokens');
  box.id = 'tokens';
  box.append(el('h2', '', t('player-tokens')), el('p', 'muted', t('player-tokens-sentence')));
  const tokens = await players.tokens();
  const list = el('ul', 'item-list');
  list.id = 'token-list';
  for (const token of tokens) {
    const li = el('li', 'item token');
    li.dataset.token = token.id;
    const info = el('span', 'item-info');
    info.append(el('span', 'token-id', token.id), el('span', 'muted', since(token.createdAt)));
    const revoke = el('button', 'button', t('player-token-revoke'));
    revoke.type = 'button';
    revoke.addEventListener('click', async () => {
      revoke.disabled = true;
      try {
        await players.revokeToken(token.id);
        li.remove();
      } catch (error) {
        onError(error);
        revoke.disabled = false;
      }
    });
    li.append(info, revoke);
    list.append(li);
  }
  if (tokens.length === 0) list.append(el('li', 'item muted', t('player-token-none')));
  const make = el('button', 'button', t('player-token-new'));
  make.type = 'button';
  make.id = 'token-new';
  make.addEventListener('click', async () => {
    make.disabled = true;
    try {
      const made = await players.makeToken();
      const fresh = await tokensBox(since, onError);
      fresh.box.append(shownOnce(made));
      box.replaceWith(fresh.box);
    } catch (error) {
      onError(error);
      make.disabled = false;
    }
  });
  box.append(list, make);
  return { box, ids: new Set(tokens.map(token => token.id)) };
}
