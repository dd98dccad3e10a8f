// What one player offers and the other answers (draw, takeback, rematch),
// and the game page's buttons: which are shown, and which socket message
// each sends.

import type { GameAction, GameAnswer as ServerGame, GameIn, OfferKind } from './api';
import type { Color } from './board';
import { firstColor } from './game-events';
import { t } from './i18n';

/**
 * Every button of the game page, by its `data-action` (one list with the
 * Rust templates: crates/server/src/protocol/actions.rs, generated as
 * `GameAction`); a name changed there fails to compile here.
 */
const GAME_ACTIONS: Record<GameAction, true> = {
  abort: true,
  resign: true,
  'offer-draw': true,
  'claim-threefold': true,
  'claim-fifty': true,
  takeback: true,
  'claim-victory': true,
  rematch: true,
  accept: true,
  decline: true,
  join: true,
  'decline-invite': true,
  share: true,
  'new-local': true,
  'delete-local': true,
};

/** A button's `data-action` as a game action, or null for none of them. */
export function gameAction(text: string | undefined): GameAction | null {
  return text !== undefined && Object.prototype.hasOwnProperty.call(GAME_ACTIONS, text) ? (text as GameAction) : null;
}

/** The buttons that send one message, whatever the game's state. */
export const SENDS: Partial<Record<GameAction, GameIn>> = {
  abort: { t: 'abort' },
  'offer-draw': { t: 'offer', kind: 'draw' },
  'claim-threefold': { t: 'drawClaim' },
  'claim-fifty': { t: 'drawClaim' },
  takeback: { t: 'offer', kind: 'takeback' },
  rematch: { t: 'offer', kind: 'rematch' },
  'claim-victory': { t: 'claimVictory' },
};

/** In the order the page shows them when several are pending. */
export const OFFER_KINDS: OfferKind[] = ['draw', 'takeback', 'rematch'];

/** What the page says of an offer: to the player it is made to, to the one who made it, and to that one when it is declined. */
export const OFFER_WORDS: Record<OfferKind, () => { offered: string; sent: string; declined: string }> = {
  draw: () => ({ offered: t('game-draw-offered'), sent: t('game-draw-offer-sent'), declined: t('offer-draw-declined') }),
  takeback: () => ({ offered: t('game-takeback-offered'), sent: t('game-takeback-sent'), declined: t('offer-takeback-declined') }),
  rematch: () => ({ offered: t('game-rematch-offered'), sent: t('game-rematch-sent'), declined: t('offer-rematch-declined') }),
};

/** The first offer the opponent of `you` stands by, if any. */
export function offerTo(g: ServerGame, you: Color | null): OfferKind | undefined {
  return OFFER_KINDS.find(offer => g.offers[offer] !== null && g.offers[offer] !== you);
}

/** The actions a player of `g` has now; `claimable` is who may claim victory. */
export function playerActions(g: ServerGame, you: Color, claimable: Color | null): Partial<Record<GameAction, boolean>> {
  const playing = g.status === 'playing';
  const over = g.status === 'finished' || g.status === 'aborted';
  const first = firstColor(g);
  const yourMoves = g.moves.filter((_, i) => (i % 2 === 0) === (first === you)).length;
  return {
    abort: g.status === 'waiting' || (playing && g.moves.length < 2),
    resign: playing && g.moves.length >= 2,
    // Lielow has no draws, so no draw offers either.
    'offer-draw': playing && g.variant !== 'lielow' && g.moves.length >= 2 && g.opponent !== 'computer' && g.offers.draw !== you,
    'claim-threefold': playing && g.turn === you && g.claims.threefold,
    'claim-fifty': playing && g.turn === you && g.claims.fiftyMoves,
    takeback: playing && yourMoves > 0 && g.offers.takeback !== you,
    rematch: over && g.offers.rematch !== you,
    'claim-victory': playing && claimable === you,
  };
}

/**
 * What the player an offer is made to reads. A takeback asked by the side
 * to move takes back two moves (the answer to theirs, then theirs), and
 * says so.
 */
export function offeredText(g: ServerGame, offer: OfferKind): string {
  if (offer === 'takeback' && g.offers.takeback === g.turn) return t('game-takeback-offered-two');
  return OFFER_WORDS[offer]().offered;
}
