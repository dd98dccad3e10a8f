// The arenas list (/tournaments): reads GET /api/tournaments, draws it per
// game with countdowns (again every second, and read again every minute
// or when a countdown runs out), and sends the creation form.

import { errorText } from './api';
import { arenas } from './arena-api';
import type { ArenaSummary } from './arena-wire';
import { groupArenas, readArenaForm } from './arenas-ctrl';
import { drawArenas, showCreateForm, showFormError } from './arenas-view';
import { t } from './i18n';
import { players } from './players-api';

const READ_AGAIN_MS = 60_000;

export async function startArenasPage(): Promise<void> {
  let list: ArenaSummary[] = [];
  let readAt = 0;
  const nowSec = (): number => Date.now() / 1000;
  const read = async (): Promise<void> => {
    readAt = Date.now();
    try {
      list = (await arenas.list()).arenas;
      drawArenas(groupArenas(list), nowSec());
    } catch (error) {
      document.getElementById('arenas')?.replaceChildren(Object.assign(document.createElement('p'), { className: 'notice error', textContent: errorText(error) }));
    }
  };
  window.setInterval(() => {
    const now = nowSec();
    const due = list.some(a => (a.status === 'scheduled' && a.startsAt <= now) || (a.status === 'running' && a.startsAt + a.minutes * 60 <= now));
    if (Date.now() - readAt > READ_AGAIN_MS || (due && Date.now() - readAt > 5000)) void read();
    else drawArenas(groupArenas(list), now);
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
    Date.now() / 1000,
  );
  if ('error' in read) {
    showFormError(t(read.error));
    return;
  }
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]');
  if (submit) submit.disabled = true;
  try {
    const { id } = await arenas.create(read.ok);
    location.assign(`/tournament/${encodeURIComponent(id)}`);
  } catch (error) {
    showFormError(errorText(error));
    if (submit) submit.disabled = false;
  }
}
