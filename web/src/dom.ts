// Small DOM builders the hand-drawn views share.

import { t } from './i18n';

/** A new `tag` element with `className` and text `text` (each when given). */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

/**
 * A read-only field holding `value` (element id `id`, named `label` for
 * screen readers) and a Copy button that copies it and says so.
 */
export function copyRow(id: string, value: string, label: string): { row: HTMLElement; copy: HTMLButtonElement } {
  const row = el('div', 'key-row');
  const input = el('input', 'key-link');
  input.id = id;
  input.readOnly = true;
  input.value = value;
  input.setAttribute('aria-label', label);
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
  return { row, copy };
}

/**
 * A button labelled `label` that runs `act`, disabled while it runs; a
 * failure goes to `onError` and the button can be pressed again.
 */
export function busyButton(label: string, act: () => Promise<unknown>, onError: (error: unknown) => void): HTMLButtonElement {
  const button = el('button', 'button', label);
  button.type = 'button';
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      await act();
    } catch (error) {
      onError(error);
      button.disabled = false;
    }
  });
  return button;
}

/** A button that runs `act` and then removes `item`, the list entry it stands in. */
export function removeButton(label: string, item: HTMLElement, act: () => Promise<unknown>, onError: (error: unknown) => void): HTMLButtonElement {
  return busyButton(label, async () => {
    await act();
    item.remove();
  }, onError);
}

/**
 * What `load` answers, or null once `box` says why it failed instead (the
 * words `words` gives the error): how a page asks for what it shows.
 */
export async function loadInto<T>(box: HTMLElement, load: () => Promise<T>, words: (error: unknown) => string): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    box.replaceChildren(el('p', 'notice error', words(error)));
    return null;
  }
}

/** A list with nothing in it says so. */
export function showEmpty(box: HTMLElement, text: string): void {
  box.replaceChildren(el('p', 'empty', text));
}
