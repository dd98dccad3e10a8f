// The game page's part of arenas: for a game that carries a tournament,
// the way back to the arena (always; the main button once the game is
// over) and the berserk button before the player's first move; when a
// player's arena game ends, back to the arena, where the next pairing is
// announced. online.ts calls these and sends the berserk.

import { canBerserk, type ArenaGameFacts } from './arena-ctrl';
import { t } from './i18n';

/** How long a finished arena game stays on screen before its player goes back to the arena. */
export const RETURN_MS = 3000;

/** Draws the arena box of the game page. */
export function drawArenaBox(g: ArenaGameFacts, gameId: string): void {
  const box = document.getElementById('arena-box');
  if (!box) return;
  box.hidden = !g.tournament;
  if (!g.tournament) return;
  const back = document.getElementById('arena-back') as HTMLAnchorElement | null;
  const over = g.status === 'finished' || g.status === 'aborted';
  if (back) {
    back.href = over ? arenaAfter(g.tournament.url, gameId) : g.tournament.url;
    back.classList.toggle('primary', over);
  }
  const berserk = document.getElementById('berserk-button') as HTMLButtonElement | null;
  if (berserk) berserk.hidden = !canBerserk(g);
}

/** The player's arena game just ended: says so, and goes back to the arena in a moment. */
export function returnToArena(g: ArenaGameFacts, gameId: string): void {
  if (!g.tournament || g.you === null) return;
  const url = arenaAfter(g.tournament.url, gameId);
  const note = document.getElementById('arena-returning');
  if (note) {
    note.textContent = t('arena-returning');
    note.hidden = false;
  }
  window.setTimeout(() => location.assign(url), RETURN_MS);
}

/** The arena's page, told which game of the player's just ended (it goes on to a newer one). */
function arenaAfter(url: string, gameId: string): string {
  return `${url}?after=${encodeURIComponent(gameId)}`;
}
