// The home page: starting games of every kind, the live lobby and counts,
// and the same-device games kept in this browser.

import { api, errorText, socketUrl, variantName, type ClockSpec, type ColorChoice, type Counts, type MyGame, type SeekView as Seek, type ServerMsg, type VariantName } from './api';
import { mayJoin, ratedChoice, seekerName, seekKind, showPlayerOnHome } from './home-player';
import { t } from './i18n';
import { createLocalGame } from './local';
import { deleteLocalGame, listLocalGames, rememberedServerGames, rememberServerGames, type LocalGame } from './storage';

function clockChoice(): ClockSpec | null {
  const select = document.getElementById('clock-select') as HTMLSelectElement | null;
  const value = select?.value ?? '';
  const match = /^(\d+)\+(\d+)$/.exec(value);
  return match ? { initial: Number(match[1]) * 60, increment: Number(match[2]) } : null;
}

function showError(error: unknown): void {
  const box = document.getElementById('home-error');
  if (!box) return;
  box.hidden = false;
  box.textContent = errorText(error);
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
        try {
          const seat = await api.createGame({ variant, color: 'random', opponent: action, clock: clockChoice(), ...ratedChoice() });
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
          color: colorChoice(fields.get('color')),
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
  renderMyGames();
  void loadMyGames();
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

function gameName(variant: VariantName): string {
  return t(`game-${variant}`);
}

/** Games to resume: this device's and the server's, once known. */
let resumable = false;

/**
 * This browser's games go above the game cards when there is one to resume,
 * so that a visitor on a phone finds it without scrolling past four cards.
 * Only that moves them: a seek arriving or leaving the lobby never moves
 * the cards (the lobby's list keeps its height).
 */
function placeColumns(): void {
  const columns = document.querySelector('.home-columns');
  const games = document.querySelector('section.games');
  if (!columns || !games) return;
  const first = resumable;
  columns.classList.toggle('resume-first', first);
  if (first && columns.nextElementSibling !== games) games.before(columns);
  if (!first && games.nextElementSibling !== columns) games.after(columns);
  columns.classList.toggle('first', first);
}

/** One line of "Your games", from the server's list or this device's. */
interface GameLine {
  variant: VariantName;
  url: string;
  /** Who the game is against, in words. */
  against: string;
  clock: Seek['clock'];
  plies: number;
  /** Milliseconds since 1970 of the last activity (for the order). */
  when: number;
  finished: boolean;
  /** Unfinished: whose turn, in words; finished: the result, in words. */
  state: string;
  yourTurn: boolean;
  /** This device's games can be deleted. */
  localId?: string;
}

/** Numbered moves (what a player counts), from half-moves. */
function fullMoves(plies: number): number {
  return Math.ceil(plies / 2);
}

function serverLine(game: MyGame): GameLine {
  const against =
    game.opponent === 'computer'
      ? t('mine-vs-computer', { name: t(`level-${game.level ?? 1}`) })
      : t(game.opponent === 'seek' ? 'mine-vs-seek' : 'mine-vs-friend');
  const finished = game.status === 'finished';
  let state: string;
  if (finished) {
    const winner = game.outcome?.winner ?? null;
    state = winner === null ? t('mine-drawn') : winner === game.color ? t('mine-won') : t('mine-lost');
  } else if (game.status === 'waiting') state = t('mine-waiting');
  else state = game.yourTurn ? t('mine-your-turn') : t('mine-their-turn');
  return {
    variant: game.variant,
    url: game.url,
    against: `${against} · ${t('mine-you-play', { color: game.color })}`,
    clock: game.clock,
    plies: game.plies,
    when: (finished ? (game.endedAt ?? game.activeAt) : game.activeAt) * 1000,
    finished,
    state,
    yourTurn: game.yourTurn,
  };
}

function localLine(game: LocalGame): GameLine {
  // A game from the board editor may start with Black to move.
  const blackFirst = game.fen?.trim().split(/\s+/)[1] === 'b';
  const whiteToMove = (game.moves.length % 2 === 0) !== blackFirst;
  return {
    variant: game.variant,
    url: `/local/${game.id}`,
    against: t('mine-same-device'),
    clock: null,
    plies: game.moves.length,
    when: game.updated,
    finished: game.finished,
    state: game.finished ? t('local-finished') : t('game-turn', { color: whiteToMove ? 'white' : 'black' }),
    yourTurn: false,
    localId: game.id,
  };
}

/**
 * The server's games of this browser: as last seen (kept in this browser,
 * so the page is laid out right at once rather than shifting when the
 * answer comes), then as the server says now.
 */
let serverGames: MyGame[] | null = rememberedServerGames();

async function loadMyGames(): Promise<void> {
  try {
    serverGames = (await api.myGames()).games;
    rememberServerGames(serverGames);
  } catch {
    /* keep what was shown */
  }
  renderMyGames();
}

function renderMyGames(): void {
  const lines = [...(serverGames ?? []).map(serverLine), ...listLocalGames().map(localLine)];
  resumable = lines.some(line => !line.finished);
  placeColumns();
  const box = document.getElementById('local-games');
  if (!box) return;
  if (!lines.length) {
    showEmpty(box, t('mine-empty'));
    return;
  }
  // Unfinished first (your turn before the others), then the last finished.
  const unfinished = lines.filter(line => !line.finished).sort((a, b) => Number(b.yourTurn) - Number(a.yourTurn) || b.when - a.when);
  const finished = lines.filter(line => line.finished).sort((a, b) => b.when - a.when).slice(0, 20);
  const parts: HTMLElement[] = [];
  if (unfinished.length) parts.push(gameList(unfinished, 'unfinished'));
  if (finished.length) {
    const title = document.createElement('h3');
    title.className = 'mine-subtitle';
    title.textContent = t('mine-finished-title');
    parts.push(title, gameList(finished, 'finished'));
  }
  box.replaceChildren(...parts);
}

function gameList(lines: GameLine[], kind: string): HTMLElement {
  const list = document.createElement('ul');
  list.className = `item-list mine-${kind}`;
  for (const line of lines) {
    const li = document.createElement('li');
    li.className = 'item';
    li.classList.toggle('your-turn', line.yourTurn);
    const info = document.createElement('span');
    info.className = 'item-info';
    const title = document.createElement('strong');
    title.textContent = gameName(line.variant);
    const state = document.createElement('span');
    state.className = line.yourTurn ? 'mine-state turn-badge' : 'mine-state';
    state.textContent = line.state;
    title.append(' ', state);
    const detail = document.createElement('span');
    detail.className = 'muted';
    const moves = t('mine-moves', { count: fullMoves(line.plies) });
    const clock = line.localId ? [] : [clockText(line.clock)];
    detail.textContent = [line.against, ...clock, moves].join(' · ');
    info.append(title, detail);
    const open = document.createElement('a');
    open.className = line.finished ? 'button' : 'button primary';
    open.href = line.url;
    const label = t(line.finished ? 'mine-view' : 'mine-resume');
    open.textContent = label;
    open.setAttribute('aria-label', `${label}: ${gameName(line.variant)}, ${line.against}`);
    li.append(info, open);
    const localId = line.localId;
    if (localId) {
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'button danger';
      remove.textContent = t('local-delete');
      remove.setAttribute('aria-label', `${t('local-delete')}: ${gameName(line.variant)}`);
      remove.addEventListener('click', () => {
        if (!confirm(t('local-delete-confirm'))) return;
        deleteLocalGame(localId);
        renderMyGames();
      });
      li.append(remove);
    }
    list.append(li);
  }
  return list;
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
  const line = t('lobby-seek-line', {
    name: seekerName(seek) ?? t('lobby-anonymous'),
    game: gameName(seek.variant),
    clock: clockText(seek.clock),
    side: sideText(seek),
  });
  return line + seekKind(seek);
}

/** The seeks this page shows, by id: the socket's snapshot, then its deltas. */
const shownSeeks = new Map<string, Seek>();

function renderSeeks(): void {
  const box = document.getElementById('lobby');
  if (!box) return;
  const seeks = [...shownSeeks.values()].filter(mayJoin).sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
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

/** A list with nothing in it says so. */
function showEmpty(box: HTMLElement, text: string): void {
  const p = document.createElement('p');
  p.className = 'empty';
  p.textContent = text;
  box.replaceChildren(p);
}
