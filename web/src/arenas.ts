// The arenas list (/tournaments): reads GET /api/tournaments, draws it per
// game with countdowns (again every second; read again every minute, and
// soon after a countdown runs out), and sends the creation form.

import { errorText } from './api';
import { arenas } from './arena-api';
import type { ArenaList } from './arena-wire';
import { groupArenas, readArenaForm, secondsFrom } from './arenas-ctrl';
import { drawArenas, showCreateForm, showFormError } from './arenas-view';
import { t } from './i18n';
import { players } from './players-api';

const READ_AGAIN_MS = 60_000;
/** After a countdown runs out, the server is given this long to start or end the arena. */
const SETTLE_MS = 3000;

export async function startArenasPage(): Promise<void> {
  let list: ArenaList = { upcoming: [], running: [], finished: [] };
  let readAt = Date.now();
  const draw = (): void => drawArenas(groupArenas(list), readAt, Date.now());
  const read = async (): Promise<void> => {
    try {
      list = await arenas.list();
      readAt = Date.now();
      draw();
    } catch (error) {
      readAt = Date.now();
      const notice = Object.assign(document.createElement('p'), { className: 'notice error', textContent: errorText(error) });
      document.getElementById('arenas')?.replaceChildren(notice);
    }
  };
  window.setInterval(() => {
    const now = Date.now();
    const ranOut = [...list.upcoming.map(a => a.secondsToStart), ...list.running.map(a => a.secondsLeft)].some(s => secondsFrom(s, readAt, now) === 0);
    if (now - readAt > READ_AGAIN_MS || (ranOut && now - readAt > SETTLE_MS)) void read();
    else draw();
  }, 1000);
  const form = document.getElementById('arena-form') as HTMLFormElement | null;
  form?.addEventListener('submit', event => {
    event.preventDefault();
    void create(form);
  });
  await read();
  try {
    showCreateForm((await players.me()).player !== null);
  } catch {
    showCreateForm(false);
  }
}

async function create(form: HTMLFormElement): Promise<void> {
  const field = (name: string): string => (form.elements.namedItem(name) as HTMLSelectElement | null)?.value ?? '';
  const box = (name: string): boolean => (form.elements.namedItem(name) as HTMLInputElement | null)?.checked ?? false;
  const read = readArenaForm(
    { variant: field('variant'), clock: field('clock'), minutes: field('minutes'), startsIn: field('startsIn'), rated: box('rated'), private: box('private') },
    Date.now(),
  );
  if ('error' in read) {
    showFormError(t(read.error));
    return;
  }
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]');
  if (submit) submit.disabled = true;
  try {
    const { url } = await arenas.create(read.ok);
    location.assign(url);
  } catch (error) {
    showFormError(errorText(error));
    if (submit) submit.disabled = false;
  }
}
