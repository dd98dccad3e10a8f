// What a page does when its own code fails on a message: says so in the
// player's language (reloading is the way on) and logs the error for
// whoever reads the console, once per page.

import { t } from '../i18n';

let shown = false;

export function reportFault(error: unknown): void {
  console.error('regalia: a socket message could not be handled', error);
  if (shown || typeof document === 'undefined') return;
  shown = true;
  const line = document.createElement('p');
  line.className = 'notice error page-fault';
  line.id = 'page-fault';
  line.setAttribute('role', 'alert');
  const reload = document.createElement('a');
  reload.href = location.href;
  reload.textContent = t('page-fault');
  line.append(reload);
  (document.querySelector('main') ?? document.body).prepend(line);
}
