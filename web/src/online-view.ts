// What the online game page draws around the shared game view: the
// analysis and review links, the share box and the invitation. DOM only;
// the state comes from GameCtrl's model (game-ctrl.ts).

import type { GameAnswer as ServerGame } from './api';
import type { PageModel } from './game-ctrl';
import type { GameView } from './game-view';
import { renderChallenge, renderShareBox } from './invitation';
import { t } from './i18n';
import { showShareLinks } from './share-links';

/** The links that do not change with the game: its rules and its PGN. */
export function showGameLinks(g: ServerGame): void {
  const rules = document.getElementById('rules-link') as HTMLAnchorElement | null;
  if (rules) rules.href = `/rules/${g.variant}`;
  const pgn = document.getElementById('pgn-link') as HTMLAnchorElement | null;
  if (pgn) {
    pgn.href = `/pgn/${encodeURIComponent(g.id)}`;
    pgn.hidden = false;
  }
}

/** Draws the whole page from the model. */
export function drawOnlinePage(view: GameView, g: ServerGame, model: PageModel): void {
  view.update(model.state);
  view.setClock(g.clock);
  view.setPlayers(model.players);
  link('analysis-link', model.analysis);
  link('review-link', model.review);
  view.setActions(model.actions);
  claimLabel(g);
  view.showOffer(model.offer);
  view.setStatus(model.status);
  renderShareBox(g, model.share.you, model.share.computer, model.share.invited);
  renderChallenge(g, model.share.invited);
  showShareLinks(g);
  view.layoutChanged();
}

/** In a correspondence game, the win is claimed because the opponent's days ran out, not because they left. */
function claimLabel(g: ServerGame): void {
  const button = document.querySelector<HTMLElement>('#actions [data-action="claim-victory"]');
  if (button && g.clock?.days) button.textContent = t('game-claim-timeout');
}

function link(id: string, href: string | null): void {
  const a = document.getElementById(id) as HTMLAnchorElement | null;
  if (!a) return;
  a.hidden = href === null;
  if (href !== null) a.href = href;
}
