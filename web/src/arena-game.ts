// The game page's part of arenas: for a game that carries a tournament,
// the way back to the arena (always; the main button once the game is
// over) and the berserk button before the player's first move. DOM only:
// online.ts calls `drawArenaBox` after each change and sends the berserk.

import { canBerserk, type ArenaGameFacts } from './arena-ctrl';

/** Draws the arena box of the game page. */
export function drawArenaBox(g: ArenaGameFacts): void {
  const box = document.getElementById('arena-box');
  if (!box) return;
  box.hidden = !g.tournament;
  if (!g.tournament) return;
  const back = document.getElementById('arena-back') as HTMLAnchorElement | null;
  if (back) {
    back.href = g.tournament.url;
    back.classList.toggle('primary', g.status === 'finished' || g.status === 'aborted');
  }
  const berserk = document.getElementById('berserk-button') as HTMLButtonElement | null;
  if (berserk) berserk.hidden = !canBerserk(g);
}
