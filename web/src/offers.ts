// What one player offers and the other answers (draw, takeback, rematch),
// and the buttons of the game page that send one message.

import type { ClientMsg, GameAnswer as ServerGame } from './api';
import type { Color } from './board';
import type { OffersView } from './generated';
import { firstColor } from './game-events';
import { t } from './i18n';

/** The buttons that send one message, whatever the game's state. */
export const SENDS: Partial<Record<string, ClientMsg>> = {
  abort: { t: 'abort' },
  'offer-draw': { t: 'drawOffer' },
  'claim-threefold': { t: 'drawClaim' },
  'claim-fifty': { t: 'drawClaim' },
  takeback: { t: 'takebackOffer' },
  rematch: { t: 'rematchOffer' },
  'claim-victory': { t: 'claimVictory' },
};

/** What one player offers and the other answers. */
export type Offer = keyof OffersView;

/** In the order the page shows them when several are pending. */
export const OFFER_KINDS: Offer[] = ['draw', 'takeback', 'rematch'];

/**
 * Each offer's answers, and what the page says of it: to the player it is
 * made to, to the one who made it, and to that one when it is declined.
 */
export const OFFERS: Record<Offer, { accept: ClientMsg; decline: ClientMsg; words: () => { offered: string; sent: string; declined: string } }> = {
  draw: { accept: { t: 'drawAccept' }, decline: { t: 'drawDecline' }, words: () => ({ offered: t('game-draw-offered'), sent: t('game-draw-offer-sent'), declined: t('offer-draw-declined') }) },
  takeback: { accept: { t: 'takebackAccept' }, decline: { t: 'takebackDecline' }, words: () => ({ offered: t('game-takeback-offered'), sent: t('game-takeback-sent'), declined: t('offer-takeback-declined') }) },
  rematch: { accept: { t: 'rematchAccept' }, decline: { t: 'rematchDecline' }, words: () => ({ offered: t('game-rematch-offered'), sent: t('game-rematch-sent'), declined: t('offer-rematch-declined') }) },
};

/** The offer each server message makes or declines. */
export const OFFERED: Record<'drawOffer' | 'takebackOffer' | 'rematchOffer', Offer> = { drawOffer: 'draw', takebackOffer: 'takeback', rematchOffer: 'rematch' };
export const DECLINED: Record<'drawDeclined' | 'takebackDeclined' | 'rematchDeclined', Offer> = { drawDeclined: 'draw', takebackDeclined: 'takeback', rematchDeclined: 'rematch' };

/** The first offer the opponent of `you` stands by, if any. */
export function offerTo(g: ServerGame, you: Color | null): Offer | undefined {
  return OFFER_KINDS.find(offer => g.offers[offer] !== null && g.offers[offer] !== you);
}

/** The actions a player of `g` has now, by their data-action name; `claimable` is who may claim victory. */
export function playerActions(g: ServerGame, you: Color, claimable: Color | null): Record<string, boolean> {
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
export function offeredText(g: ServerGame, offer: Offer): string {
  if (offer === 'takeback' && g.offers.takeback === g.turn) return t('game-takeback-offered-two');
  return OFFERS[offer].words().offered;
}
