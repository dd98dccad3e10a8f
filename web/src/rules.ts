// Rules guides: the start-position diagrams and the "back to your game" link.

import { staticBoard } from './board';
import { currentGame } from './storage';

export function startRulesPage(): void {
  document.querySelectorAll<HTMLElement>('.diagram[data-fen]').forEach(node => {
    staticBoard(node, node.dataset.variant ?? 'chess', node.dataset.fen ?? '');
  });
  const back = document.getElementById('back-to-game') as HTMLAnchorElement | null;
  const game = currentGame();
  if (back && game && /^\/(game|local)\//.test(game.url)) {
    back.href = game.url;
    back.hidden = false;
  }
}
