// The home page: starting games of every kind, the live lobby and counts,
// and the same-device games kept in this browser.

import { api, ApiError, socketUrl, variantName, type ClockSpec, type ColorChoice, type Counts, type SeekView as Seek, type ServerMsg } from './api';
import { ratedChoice, seekerName, seekKind, showPlayerOnHome } from './home-player';
import { t } from './i18n';
import { createLocalGame } from './storage';
import { clockText, gameName, knownServerGames, loadMyGames, renderMyGames, showEmpty } from './my-games';
import { clearRefusal, showRefusal } from './refusal';

function clockChoice(): ClockSpec | null {
  const select = document.getElementById('clock-select') as HTMLSelectElement | null;
  const value = select?.value ?? '';
  const match = /^(\d+)\+(\d+)$/.exec(value);
  return match ? { initial: Number(match[1]) * 60, increment: Number(match[2]) } : null;
}

/**
 * Says why a start was refused next to `near`, where the click was: the
 * server's list of this browser's games is asked again first, so that a
 * refusal about games held can name and link them.
 */
async function refused(near: HTMLElement, error: unknown, level: number | null = null): Promise<void> {
  if (error instanceof ApiError && error.games.length) await loadMyGames();
  showRefusal(near, error, knownServerGames() ?? [], level);
}

export function startHomePage(): void {
  void showPlayerOnHome();
  document.querySelectorAll<HTMLElement>('.game-card').forEach(card => {
    const variant = variantName(card.dataset.variant);
    if (!variant) return;
    card.querySelectorAll<HTMLButtonElement>('button[data-action]').forEach(button => {
      button.addEventListener('click', async () => {
        const action = button.dataset.action;
        if (action === 'local') {
          location.href = createLocalGame(variant);
          return;
        }
        if (action !== 'friend' && action !== 'seek') return;
        button.disabled = true;
        // Said right under the button, inside the card's row of buttons.
        clearRefusal(button);
        try {
          const seat = await api.createGame({ variant, color: 'random', opponent: action, clock: clockChoice(), ...ratedChoice(variant, action) });
          location.href = seat.url;
        } catch (error) {
          await refused(button, error);
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
      const level = Number(fields.get('level') ?? 1);
      if (submit) submit.disabled = true;
      if (submit) clearRefusal(submit);
      try {
        const seat = await api.createGame({ variant, color: colorChoice(fields.get('color')), opponent: 'computer', level, clock: null });
        location.href = seat.url;
      } catch (error) {
        await refused(submit ?? form, error, level);
        if (submit) submit.disabled = false;
      }
    });
  });
  renderMyGames();
  // Your own seeks link to their seats once the server has listed them.
  void loadMyGames().then(() => renderSeeks());
  connectLobby();
}

/** The colour chosen in the computer's options (white when none is). */
function colorChoice(value: FormDataEntryValue | null): ColorChoice {
  return value === 'black' || value === 'random' ? value : 'white';
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

/** The colour the visitor would get by joining. */
function sideText(seek: Seek): string {
  if (seek.color === 'random') return t('lobby-side-random');
  return t(seek.color === 'white' ? 'lobby-side-black' : 'lobby-side-white');
}

/** "Anonymous · King of the Hill · 5+3 · random colour", translated. */
export function seekLine(seek: Seek): string {
  const line = t('lobby-seek-line', {
    name: seekerName(seek) ?? t('lobby-anonymous'),
    game: gameName(seek.variant),
    clock: clockText(seek.clock),
    side: sideText(seek),
  });
  return line + seekKind(seek);
}

/**
 * The seeks this page shows, by id: the socket's snapshot, then its deltas
 * (the server sends only the seeks this player may join).
 */
const shownSeeks = new Map<string, Seek>();

function renderSeeks(): void {
  const box = document.getElementById('lobby');
  if (!box) return;
  const seeks = [...shownSeeks.values()].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
  if (!seeks.length) {
    showEmpty(box, t('lobby-empty'));
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
      // Your own seek: its game (where it waits) and a way to withdraw it.
      const own = document.createElement('a');
      own.className = 'muted own-seek';
      own.href = knownServerGames()?.find(g => g.id === seek.id)?.url ?? `/game/${encodeURIComponent(seek.id)}`;
      own.textContent = t('lobby-yours');
      const cancel = document.createElement('button');
      cancel.type = 'button';
      cancel.className = 'button danger';
      cancel.textContent = t('lobby-cancel');
      cancel.setAttribute('aria-label', `${t('lobby-cancel')}: ${seekLine(seek)}`);
      cancel.addEventListener('click', async () => {
        cancel.disabled = true;
        try {
          await api.cancel(seek.id);
          applyDelta([], [seek.id]);
          void loadMyGames();
        } catch (error) {
          await refused(cancel, error);
          cancel.disabled = false;
        }
      });
      li.append(own, cancel);
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
          await refused(join, error);
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

/** A lobby socket message as its generated type (the server writes it from `ServerMsg`). */
function readLobbyMsg(text: string): ServerMsg {
  return JSON.parse(text);
}

/** What a lobby socket message changes on this page. */
function receiveLobby(msg: ServerMsg): void {
  switch (msg.t) {
    case 'lobby':
      applySnapshot(msg.seeks);
      renderCounts(msg.counts);
      return;
    case 'seeks':
      applyDelta(msg.added, msg.removed);
      renderCounts(msg.counts);
      return;
    case 'counts':
      renderCounts({ players: msg.players, games: msg.games, seeks: msg.seeks });
      return;
    // A game's messages never come on the lobby socket; errors and pongs change nothing.
    case 'error':
    case 'pong':
    case 'state':
    case 'joined':
    case 'move':
    case 'takeback':
    case 'drawOffer':
    case 'drawDeclined':
    case 'takebackOffer':
    case 'takebackDeclined':
    case 'rematchOffer':
    case 'rematchDeclined':
    case 'rematch':
    case 'inviteDeclined':
    case 'end':
    case 'presence':
      return;
    default: {
      const unknown: never = msg;
      return unknown;
    }
  }
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
      receiveLobby(readLobbyMsg(String(event.data)));
    } catch {
      /* ignore what cannot be read */
    }
  });
  socket.addEventListener('close', () => {
    window.setTimeout(() => connectLobby(retry + 1), Math.min(15000, 1000 * 2 ** retry));
  });
}
