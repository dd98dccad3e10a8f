// The home page: starting games of every kind, the live lobby and counts,
// and the same-device games kept in this browser.

import { api, ApiError, socketUrl, type Counts, type Seek } from './api';
import { t } from './i18n';
import { createLocalGame } from './local';
import { deleteLocalGame, listLocalGames } from './storage';

function clockChoice(): { initial: number; increment: number } | null {
  const select = document.getElementById('clock-select') as HTMLSelectElement | null;
  const value = select?.value ?? '';
  const match = /^(\d+)\+(\d+)$/.exec(value);
  return match ? { initial: Number(match[1]) * 60, increment: Number(match[2]) } : null;
}

function showError(error: unknown): void {
  const box = document.getElementById('home-error');
  if (!box) return;
  box.hidden = false;
  box.textContent = error instanceof ApiError && error.status !== 0 ? error.message : t('error-network');
}

export function startHomePage(): void {
  document.querySelectorAll<HTMLElement>('.game-card').forEach(card => {
    const variant = card.dataset.variant ?? 'chess';
    card.querySelectorAll<HTMLButtonElement>('button[data-action]').forEach(button => {
      button.addEventListener('click', async () => {
        const action = button.dataset.action;
        if (action === 'local') {
          location.href = createLocalGame(variant);
          return;
        }
        if (action !== 'friend' && action !== 'seek') return;
        button.disabled = true;
        try {
          const seat = await api.createGame({ variant, color: 'random', opponent: action, clock: clockChoice() });
          location.href = seat.url;
        } catch (error) {
          showError(error);
          button.disabled = false;
        }
      });
    });
    closeComputerOptions(card);
    card.querySelector<HTMLFormElement>('form.ai-form')?.addEventListener('submit', async event => {
      event.preventDefault();
      const form = event.currentTarget as HTMLFormElement;
      const fields = new FormData(form);
      const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
      if (submit) submit.disabled = true;
      try {
        const seat = await api.createGame({
          variant,
          color: (fields.get('color') as 'white' | 'black' | 'random' | null) ?? 'white',
          opponent: 'computer',
          level: Number(fields.get('level') ?? 1),
          clock: null,
        });
        location.href = seat.url;
      } catch (error) {
        showError(error);
        if (submit) submit.disabled = false;
      }
    });
  });
  renderLocalGames();
  connectLobby();
}

/** The computer's options (open over the card) close with Escape or a click elsewhere. */
function closeComputerOptions(card: HTMLElement): void {
  const details = card.querySelector<HTMLDetailsElement>('details.ai-setup');
  if (!details) return;
  details.addEventListener('keydown', event => {
    if (event.key !== 'Escape' || !details.open) return;
    details.open = false;
    details.querySelector<HTMLElement>('summary')?.focus();
  });
  document.addEventListener('click', event => {
    if (details.open && !details.contains(event.target as Node)) details.open = false;
  });
  details.addEventListener('toggle', () => {
    if (!details.open) return;
    // One set of options open at a time.
    document.querySelectorAll<HTMLDetailsElement>('details.ai-setup[open]').forEach(other => {
      if (other !== details) other.open = false;
    });
  });
}

function variantName(variant: string): string {
  return t(`game-${variant}`);
}

/**
 * This device's games go above the game cards when there is one to resume,
 * so that a visitor on a phone finds it without scrolling past four cards.
 * Only the visitor's own actions move them: a seek arriving or leaving the
 * lobby never moves the cards (the lobby's list keeps its height).
 */
function placeColumns(): void {
  const columns = document.querySelector('.home-columns');
  const games = document.querySelector('section.games');
  if (!columns || !games) return;
  const first = listLocalGames().some(game => !game.finished);
  columns.classList.toggle('resume-first', first);
  if (first && columns.nextElementSibling !== games) games.before(columns);
  if (!first && games.nextElementSibling !== columns) games.after(columns);
  columns.classList.toggle('first', first);
}

function renderLocalGames(): void {
  placeColumns();
  const box = document.getElementById('local-games');
  if (!box) return;
  const games = listLocalGames();
  if (!games.length) {
    box.innerHTML = '';
    const p = document.createElement('p');
    p.className = 'empty';
    p.textContent = t('local-empty');
    box.append(p);
    return;
  }
  const list = document.createElement('ul');
  list.className = 'item-list';
  for (const game of games) {
    const li = document.createElement('li');
    li.className = 'item';
    const info = document.createElement('span');
    info.className = 'item-info';
    const title = document.createElement('strong');
    title.textContent = variantName(game.variant);
    const detail = document.createElement('span');
    detail.className = 'muted';
    const when = new Date(game.updated).toLocaleString(document.documentElement.lang, { dateStyle: 'medium', timeStyle: 'short' });
    detail.textContent = `${t('local-moves', { count: game.moves.length })}${game.finished ? ` · ${t('local-finished')}` : ''} · ${when}`;
    info.append(title, detail);
    const resume = document.createElement('a');
    resume.className = 'button primary';
    resume.href = `/local/${game.id}`;
    resume.textContent = t('local-resume');
    resume.setAttribute('aria-label', `${t('local-resume')}: ${variantName(game.variant)}`);
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.className = 'button danger';
    remove.textContent = t('local-delete');
    remove.setAttribute('aria-label', `${t('local-delete')}: ${variantName(game.variant)}`);
    remove.addEventListener('click', () => {
      if (!confirm(t('local-delete-confirm'))) return;
      deleteLocalGame(game.id);
      renderLocalGames();
    });
    li.append(info, resume, remove);
    list.append(li);
  }
  box.replaceChildren(list);
}

/**
 * Shows the live counts. They count this page too, as `GET /api/lobby`
 * does once its socket is open: three open home pages each read
 * "3 players online".
 */
function renderCounts(counts: Counts): void {
  const text = document.querySelector('#live-counts .live-text');
  if (text) text.textContent = `${t('home-players-online', { count: counts.players })} · ${t('home-rooms-waiting', { count: counts.seeks })}`;
  document.getElementById('live-counts')?.classList.toggle('active', counts.players > 1);
}

function clockText(clock: Seek['clock']): string {
  return clock ? `${clock.initial / 60}+${clock.increment}` : t('lobby-no-clock');
}

/** The colour the visitor would get by joining. */
function sideText(seek: Seek): string {
  if (seek.color === 'random') return t('lobby-side-random');
  return t(seek.color === 'white' ? 'lobby-side-black' : 'lobby-side-white');
}

/** "Anonymous · King of the Hill · 5+3 · random colour", translated. */
export function seekLine(seek: Seek): string {
  return t('lobby-seek-line', {
    name: t('lobby-anonymous'),
    game: variantName(seek.variant),
    clock: clockText(seek.clock),
    side: sideText(seek),
  });
}

/** The seeks this page shows, by id: the socket's snapshot, then its deltas. */
const shownSeeks = new Map<string, Seek>();

function renderSeeks(): void {
  const box = document.getElementById('lobby');
  if (!box) return;
  const seeks = [...shownSeeks.values()].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
  if (!seeks.length) {
    const p = document.createElement('p');
    p.className = 'empty';
    p.textContent = t('lobby-empty');
    box.replaceChildren(p);
    return;
  }
  const list = document.createElement('ul');
  list.className = 'item-list';
  for (const seek of seeks) {
    const li = document.createElement('li');
    li.className = 'item seek';
    li.dataset.seek = seek.id;
    const info = document.createElement('span');
    info.className = 'item-info';
    const line = document.createElement('span');
    line.className = 'seek-line';
    line.textContent = seekLine(seek);
    info.append(line);
    li.append(info);
    if (seek.own) {
      const own = document.createElement('span');
      own.className = 'muted';
      own.textContent = t('lobby-yours');
      li.append(own);
    } else {
      const join = document.createElement('button');
      join.type = 'button';
      join.className = 'button primary';
      join.textContent = t('lobby-join');
      join.setAttribute('aria-label', `${t('lobby-join')}: ${seekLine(seek)}`);
      join.addEventListener('click', async () => {
        join.disabled = true;
        try {
          const seat = await api.join(seek.id);
          location.href = seat.url;
        } catch (error) {
          showError(error);
          join.disabled = false;
        }
      });
      li.append(join);
    }
    list.append(li);
  }
  box.replaceChildren(list);
}

/** Seeks are kept to the newest this many, as the server's snapshot is. */
const MAX_SHOWN = 100;

function applySnapshot(seeks: Seek[]): void {
  shownSeeks.clear();
  for (const seek of seeks) shownSeeks.set(seek.id, seek);
  renderSeeks();
}

function applyDelta(added: Seek[], removed: string[]): void {
  for (const id of removed) shownSeeks.delete(id);
  for (const seek of added) shownSeeks.set(seek.id, seek);
  if (shownSeeks.size > MAX_SHOWN) {
    const oldest = [...shownSeeks.values()].sort((a, b) => a.createdAt - b.createdAt).slice(0, shownSeeks.size - MAX_SHOWN);
    for (const seek of oldest) shownSeeks.delete(seek.id);
  }
  renderSeeks();
}

interface LobbyMsg {
  t: string;
  seeks?: Seek[] | number;
  added?: Seek[];
  removed?: string[];
  counts?: Counts;
  players?: number;
  games?: number;
}

function connectLobby(retry = 0): void {
  // The socket's first message says the same as GET /api/lobby (and counts
  // this page among the players); whichever answers first is shown, and a
  // late HTTP answer never overwrites what the socket said.
  let socketSpoke = false;
  api.lobby().then(
    lobby => {
      if (socketSpoke) return;
      applySnapshot(lobby.seeks);
      renderCounts(lobby.counts);
    },
    () => undefined,
  );
  let socket: WebSocket;
  try {
    socket = new WebSocket(socketUrl('/ws/lobby'));
  } catch {
    return;
  }
  socket.addEventListener('open', () => (retry = 0));
  socket.addEventListener('message', event => {
    try {
      socketSpoke = true;
      const msg = JSON.parse(String(event.data)) as LobbyMsg;
      if (msg.t === 'lobby') {
        applySnapshot(Array.isArray(msg.seeks) ? msg.seeks : []);
        if (msg.counts) renderCounts(msg.counts);
      } else if (msg.t === 'seeks') {
        applyDelta(msg.added ?? [], msg.removed ?? []);
        if (msg.counts) renderCounts(msg.counts);
      } else if (msg.t === 'counts') {
        const seeks = typeof msg.seeks === 'number' ? msg.seeks : 0;
        renderCounts({ players: msg.players ?? 0, games: msg.games ?? 0, seeks });
      }
    } catch {
      /* ignore what cannot be read */
    }
  });
  socket.addEventListener('close', () => {
    window.setTimeout(() => connectLobby(retry + 1), Math.min(15000, 1000 * 2 ** retry));
  });
}
