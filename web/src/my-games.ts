// "Your games" on the home page: the server's games of this browser and
// the games kept on this device, unfinished first, each with a link.

import { api, type MyGame, type SeekView as Seek, type VariantName } from './api';
import { gameName, levelName, t } from './i18n';
import { signed } from './players-api';
import { deleteLocalGame, listLocalGames, rememberedServerGames, rememberServerGames, type LocalGame } from './storage';
import { daysText, timeLeftText } from './time-choice';

/** "5+3", "3 days per move" or "no clock". */
export function clockText(clock: Seek['clock'], days: number | null = null): string {
  if (days) return daysText(days);
  return clock ? `${clock.initial / 60}+${clock.increment}` : t('lobby-no-clock');
}

/** A list with nothing in it says so. */
export function showEmpty(box: HTMLElement, text: string): void {
  const p = document.createElement('p');
  p.className = 'empty';
  p.textContent = text;
  box.replaceChildren(p);
}

/** A finished game of this device, by its result when it was kept (older ones only say finished). */
function localResult(game: LocalGame): string {
  if (game.winner === undefined) return t('local-finished');
  if (game.winner === null) return t('result-draw');
  return t(game.winner === 'white' ? 'result-white-wins' : 'result-black-wins');
}

/** This browser's server games as last known (null before the first answer). */
export function knownServerGames(): MyGame[] | null {
  return serverGames;
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
  /** A correspondence game: days per move, and the Unix second the side to move must move by. */
  days?: number | null;
  moveBy?: number | null;
  plies: number;
  /** Milliseconds since 1970 of the last activity (for the order). */
  when: number;
  finished: boolean;
  /** Unfinished: whose turn, in words; finished: the result, in words. */
  state: string;
  yourTurn: boolean;
  /** A rated game that ended: your rating change (+12, −8). */
  ratingChange?: number | null;
  /** This device's games can be deleted. */
  localId?: string;
  /** A seek of this browser still waiting can be withdrawn (a correspondence one stays open for days). */
  seekId?: string;
}

/** Numbered moves (what a player counts), from half-moves. */
function fullMoves(plies: number): number {
  return Math.ceil(plies / 2);
}

function serverLine(game: MyGame): GameLine {
  const against =
    game.opponent === 'computer'
      ? t('mine-vs-computer', { name: levelName(game.level, game.levelRating) })
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
    days: game.days,
    moveBy: game.moveBy,
    plies: game.plies,
    when: (finished ? (game.endedAt ?? game.activeAt) : game.activeAt) * 1000,
    finished,
    state,
    yourTurn: game.yourTurn,
    ratingChange: game.ratingChange,
    seekId: game.status === 'waiting' && game.opponent === 'seek' ? game.id : undefined,
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
    state: game.finished ? localResult(game) : t('game-turn', { color: whiteToMove ? 'white' : 'black' }),
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

export async function loadMyGames(): Promise<void> {
  try {
    serverGames = (await api.myGames()).games;
    rememberServerGames(serverGames);
  } catch {
    /* keep what was shown */
  }
  renderMyGames();
}

/** The correspondence game's time left to move, in words ("2 d 4 h left"). */
function timeLeft(line: GameLine): string[] {
  if (line.finished || !line.moveBy) return [];
  const ms = line.moveBy * 1000 - Date.now();
  return [ms > 0 ? t('mine-time-left', { time: timeLeftText(ms) }) : t('mine-time-out')];
}

/**
 * How many server games wait for this browser's move: said beside the
 * title of "Your games" and in the tab's title ("(2) Regalia").
 */
function showTurnsWaiting(): void {
  const count = (serverGames ?? []).filter(game => game.yourTurn).length;
  const badge = document.getElementById('turns-waiting');
  if (badge) {
    badge.hidden = count === 0;
    badge.textContent = count ? t('mine-turns-waiting', { count }) : '';
  }
  const title = document.title.replace(/^\(\d+\) /, '');
  document.title = count ? `(${count}) ${title}` : title;
}

export function renderMyGames(): void {
  showTurnsWaiting();
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
    if (line.ratingChange !== undefined && line.ratingChange !== null) {
      const change = document.createElement('span');
      change.className = `mine-change rating-change ${line.ratingChange > 0 ? 'up' : line.ratingChange < 0 ? 'down' : ''}`;
      change.textContent = signed(line.ratingChange);
      title.append(' ', change);
    }
    const detail = document.createElement('span');
    detail.className = 'muted';
    const moves = t('mine-moves', { count: fullMoves(line.plies) });
    const clock = line.localId ? [] : [clockText(line.clock, line.days ?? null)];
    detail.textContent = [line.against, ...clock, moves, ...timeLeft(line)].join(' · ');
    info.append(title, detail);
    const open = document.createElement('a');
    open.className = line.finished ? 'button' : 'button primary';
    open.href = line.url;
    const label = t(line.finished ? 'mine-view' : 'mine-resume');
    open.textContent = label;
    open.setAttribute('aria-label', `${label}: ${gameName(line.variant)}, ${line.against}`);
    li.append(info, open);
    const seekId = line.seekId;
    if (seekId) {
      const cancel = document.createElement('button');
      cancel.type = 'button';
      cancel.className = 'button danger';
      cancel.textContent = t('lobby-cancel');
      cancel.setAttribute('aria-label', `${t('lobby-cancel')}: ${gameName(line.variant)}, ${line.against}`);
      cancel.addEventListener('click', () => {
        cancel.disabled = true;
        api.cancel(seekId).then(
          () => loadMyGames(),
          () => (cancel.disabled = false),
        );
      });
      li.append(cancel);
    }
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
