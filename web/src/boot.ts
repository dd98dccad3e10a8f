// What every page does first: reads the page's data block, wires the
// language switcher, then starts the page's own code. Each page kind has
// its own entry in pages/ (one bundle each, sharing chunks), so a page
// loads only the code it runs.

import { loadPageData, type PageData } from './i18n';
import { registerServiceWorker } from './offline';
import './common-chunk';

function languageSwitcher(): void {
  const form = document.querySelector<HTMLFormElement>('form.lang-switch');
  const select = form?.querySelector<HTMLSelectElement>('select');
  if (!form || !select) return;
  select.addEventListener('change', () => form.submit());
}

/** Runs `start` with the page's data once the document is parsed. */
export function boot(start: (data: PageData) => void | Promise<void>): void {
  const run = (): void => {
    const data = loadPageData();
    languageSwitcher();
    registerServiceWorker(data.sw);
    void start(data);
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
  else run();
}
