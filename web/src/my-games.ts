// "Your games" on the home page: asks the server for this browser's games
// (GET /api/my-games), keeps the answer in the browser, reads the games of
// this device, and hands both to MyGamesCtrl (my-games-ctrl.ts), drawn by
// my-games-view.ts; a seek withdrawn or a game deleted there is done here.

import { api, type MyGame } from './api';
import { MyGamesCtrl } from './my-games-ctrl';
import { drawMyGames, type MineHost } from './my-games-view';
import { deleteLocalGame, listLocalGames, rememberedServerGames, rememberServerGames } from './storage';

const mine = new MyGamesCtrl(rememberedServerGames());

/** This browser's server games as last known (null before the first answer). */
export function knownServerGames(): MyGame[] | null {
  return mine.server;
}

/** The ids of this browser's server games waiting for its move. */
export function gamesWaiting(): Set<string> {
  return mine.waiting();
}

const host: MineHost = {
  async cancelSeek(seekId) {
    await api.cancel(seekId);
    mine.withdrawn(seekId);
    renderMyGames();
    await loadMyGames();
  },
  removeLocal(localId) {
    deleteLocalGame(localId);
    renderMyGames();
  },
};

export async function loadMyGames(): Promise<void> {
  try {
    const games = (await api.myGames()).games;
    mine.answered(games);
    rememberServerGames(games);
  } catch {
    /* keep what was shown */
  }
  renderMyGames();
}

export function renderMyGames(): void {
  drawMyGames(mine.model(listLocalGames(), Date.now()), host);
}
