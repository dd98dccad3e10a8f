// The player page (/player, and /player/key#KEY which a key link opens):
// take a name, see the key link once (with Copy), make a new key, and see
// and sign out the other devices, and the API tokens (tokens-view.ts).
// Everything through players-api.ts.

import { errorText } from './api';
import { busyButton, copyRow, el, removeButton } from './dom';
import type { KeyAnswer, MeAnswer, TokenAnswer } from './generated';
import { t } from './i18n';
import { players } from './players-api';
import { tokensBox } from './tokens-view';

function showError(error: unknown): void {
  const box = document.getElementById('player-error');
  if (!box) return;
  box.hidden = false;
  box.textContent = errorText(error);
}

function clearError(): void {
  const box = document.getElementById('player-error');
  if (box) box.hidden = true;
}

/** The key link, shown once, with Copy and what it is for. */
function keyBox(key: KeyAnswer): HTMLElement {
  const box = el('section', 'key-box');
  box.id = 'key-box';
  box.append(el('h2', '', t('player-key-title')), el('p', '', t('player-key-sentence', { name: key.name })));
  const { row, copy } = copyRow('key-link', `${location.origin}${key.link}`, t('player-key-title'));
  copy.id = 'key-copy';
  box.append(row, el('p', 'muted', t('player-key-once')));
  return box;
}

function dateText(unix: number): string {
  try {
    return new Date(unix * 1000).toLocaleString(document.documentElement.lang || 'en', { dateStyle: 'medium', timeStyle: 'short' });
  } catch {
    return new Date(unix * 1000).toISOString();
  }
}

async function devicesBox(me: MeAnswer, tokens: Set<string>): Promise<HTMLElement> {
  const box = el('section', 'devices');
  box.append(el('h2', '', t('player-devices')));
  const list = el('ul', 'item-list');
  // A token is a device of its own, listed with the tokens instead.
  for (const device of (await players.devices()).filter(d => !tokens.has(d.id))) {
    const li = el('li', 'item device');
    li.dataset.device = device.id;
    const info = el('span', 'item-info');
    info.append(el('span', '', device.this ? t('player-device-this') : device.id), el('span', 'muted', `${t('player-device-since')} ${dateText(device.createdAt)}`));
    li.append(info);
    if (!device.this && device.id !== me.device) {
      const out = removeButton(t('player-sign-out'), li, () => players.signOut(device.id), showError);
      li.append(out);
    }
    list.append(li);
  }
  box.append(list);
  return box;
}

/**
 * The tokens section, `made` shown once if a token was just made; its ids
 * are returned too, so the devices list leaves tokens out.
 */
async function tokensSection(made: TokenAnswer | null): Promise<{ box: HTMLElement; ids: Set<string> }> {
  const tokens = await players.tokens();
  const since = (unix: number): string => `${t('player-device-since')} ${dateText(unix)}`;
  const box = tokensBox(tokens, made, since, {
    revoke: id => players.revokeToken(id),
    make: async () => box.replaceWith((await tokensSection(await players.makeToken())).box),
  }, showError);
  return { box, ids: new Set(tokens.map(token => token.id)) };
}

async function render(key: KeyAnswer | null): Promise<void> {
  const box = document.getElementById('player-box');
  const nameForm = document.getElementById('name-form');
  const keyForm = document.getElementById('key-form');
  if (!box || !nameForm || !keyForm) return;
  const me = await players.me();
  const parts: HTMLElement[] = [];
  if (!me.player) {
    parts.push(el('p', 'player-status', t('player-anonymous')));
    nameForm.hidden = false;
    keyForm.hidden = false;
    box.replaceChildren(...parts);
    return;
  }
  nameForm.hidden = true;
  keyForm.hidden = true;
  const name = me.player.name;
  const status = el('p', 'player-status');
  status.append(t('player-playing-as', { name }), ' ');
  const page = el('a', '', t('player-your-page'));
  page.href = `/@/${encodeURIComponent(name)}`;
  page.id = 'player-page-link';
  status.append(page);
  parts.push(status);
  if (key) parts.push(keyBox(key));
  const renew = busyButton(t('player-new-key'), async () => render(await players.newKey()), showError);
  renew.id = 'new-key';
  const renewLine = el('p', 'new-key');
  renewLine.append(renew, ' ', el('span', 'muted', t('player-new-key-note')));
  const tokens = await tokensSection(null);
  parts.push(renewLine, await devicesBox(me, tokens.ids), tokens.box);
  box.replaceChildren(...parts);
}

export async function startPlayerPage(): Promise<void> {
  const nameForm = document.getElementById('name-form') as HTMLFormElement | null;
  const keyForm = document.getElementById('key-form') as HTMLFormElement | null;
  nameForm?.addEventListener('submit', async event => {
    event.preventDefault();
    clearError();
    const input = document.getElementById('name-input') as HTMLInputElement | null;
    try {
      await render(await players.take(input?.value.trim() ?? ''));
    } catch (error) {
      showError(error);
    }
  });
  const signIn = async (key: string): Promise<void> => {
    clearError();
    try {
      await players.signIn(key);
      await render(null);
    } catch (error) {
      showError(error);
      await render(null);
    }
  };
  keyForm?.addEventListener('submit', event => {
    event.preventDefault();
    const input = document.getElementById('key-input') as HTMLInputElement | null;
    void signIn(input?.value.trim().replace(/^.*#/, '') ?? '');
  });
  // A key link: the key is after `#`, so it never reaches a server log.
  const key = location.pathname === '/player/key' ? decodeURIComponent(location.hash.slice(1)) : '';
  if (key) {
    history.replaceState(null, '', '/player');
    await signIn(key);
    return;
  }
  try {
    await render(null);
  } catch (error) {
    showError(error);
  }
}
