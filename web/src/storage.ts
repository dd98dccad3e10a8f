// What this browser keeps: same-device games, the server's list of its games
// as last seen, preferences and the game in progress (for the rules pages'
// "back to your game" link).

import { variantName, type MyGame, type VariantName } from './api';

export interface LocalGame {
  id: string;
  variant: VariantName;
  moves: string[];
  created: number;
  updated: number;
  finished: boolean;
  /** A finished game's winner (null: a draw); games kept before it was recorded lack it. */
  winner?: 'white' | 'black' | null;
  orientation?: 'white' | 'black';
  /** The position the game started from (the board editor's), when not the standard start. */
  fen?: string;
}

const LOCAL_KEY = 'regalia.local.';
const CURRENT_KEY = 'regalia.current';
const SOUND_KEY = 'regalia.sound';
const MINE_KEY = 'regalia.mine';
const CHAT_MUTE_KEY = 'regalia.chat.mute';

function read<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the game goes on, it just is not kept.
  }
}

export function newLocalId(): string {
  const bytes = new Uint8Array(6);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, b => b.toString(16).padStart(2, '0')).join('');
}

export function loadLocalGame(id: string): LocalGame | null {
  const game = read<LocalGame>(LOCAL_KEY + id);
  if (!game || !variantName(game.variant) || !Array.isArray(game.moves)) return null;
  return game;
}

export function saveLocalGame(game: LocalGame): void {
  game.updated = Date.now();
  write(LOCAL_KEY + game.id, game);
}

export function deleteLocalGame(id: string): void {
  try {
    localStorage.removeItem(LOCAL_KEY + id);
  } catch {
    /* nothing kept, nothing to delete */
  }
  const current = currentGame();
  if (current && current.url === `/local/${id}`) forgetCurrentGame();
}

export function listLocalGames(): LocalGame[] {
  const games: LocalGame[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key?.startsWith(LOCAL_KEY)) continue;
      const game = loadLocalGame(key.slice(LOCAL_KEY.length));
      if (game) games.push(game);
    }
  } catch {
    /* storage disabled */
  }
  return games.sort((a, b) => b.updated - a.updated);
}

export interface CurrentGame {
  url: string;
  variant: string;
}

export function rememberCurrentGame(game: CurrentGame): void {
  write(CURRENT_KEY, game);
}

export function forgetCurrentGame(): void {
  try {
    localStorage.removeItem(CURRENT_KEY);
  } catch {
    /* nothing */
  }
}

export function currentGame(): CurrentGame | null {
  return read<CurrentGame>(CURRENT_KEY);
}

/** The server's list of this browser's games, as last shown (home page). */
export function rememberedServerGames(): MyGame[] | null {
  const games = read<MyGame[]>(MINE_KEY);
  return Array.isArray(games) ? games : null;
}

export function rememberServerGames(games: MyGame[]): void {
  write(MINE_KEY, games);
}

export function soundOn(): boolean {
  return read<boolean>(SOUND_KEY) ?? true;
}

export function setSoundOn(on: boolean): void {
  write(SOUND_KEY, on);
}

/** Starts a same-device game (from the start position or `fen`) and returns its address. */
export function createLocalGame(variant: VariantName, fen: string | null = null): string {
  const id = newLocalId();
  const now = Date.now();
  const game: LocalGame = { id, variant, moves: [], created: now, updated: now, finished: false };
  if (fen) game.fen = fen;
  saveLocalGame(game);
  return `/local/${id}`;
}

/** Whether this browser hides the opponent's chat lines (every game). */
export function chatMuted(): boolean {
  return read<boolean>(CHAT_MUTE_KEY) === true;
}

export function setChatMuted(muted: boolean): void {
  write(CHAT_MUTE_KEY, muted);
}
