// Between two players online: a declined offer is announced to the player
// who made it, and a premove is played the moment the opponent's move
// arrives (or cancelled by Escape).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, clickMove, waitForMoves, moveList, screenshot, squareCenter } from './harness.mjs';

const site = useSite();
const { ready } = site;

/** Two browsers seated at one friend game of `variant`: { white, black } pages. */
async function table(variant, { locale = 'en-GB', width = 360 } = {}) {
  const host = await site.visitor({ locale, width });
  await host.page.goto(site.url + '/');
  await host.page.locator(`.game-card[data-variant="${variant}"] button[data-action="friend"]`).click();
  await host.page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  await host.page.waitForFunction(() => document.getElementById('share-link')?.value.includes('/game/'));
  const link = await host.page.locator('#share-link').inputValue();
  const guest = await site.visitor({ locale, width });
  await guest.page.goto(link);
  await guest.page.locator('#join-box button[data-action="join"]').click();
  await guest.page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  for (const p of [host.page, guest.page]) await p.waitForSelector('#board piece');
  await host.page.locator('.player-top .player-conn[data-online="true"]').waitFor();
  const hostWhite = (await host.page.locator('.player-bottom').getAttribute('data-color')) === 'white';
  return hostWhite ? { white: host.page, black: guest.page } : { white: guest.page, black: host.page };
}

test('a declined draw offer is announced to the player who offered it', ready, async () => {
  const { white, black } = await table('chess', { locale: 'fr-FR', width: 1280 });
  await white.locator('#status').filter({ hasText: 'À vous de jouer' }).waitFor();
  await clickMove(white, 'e2e4');
  await waitForMoves(black, 1);
  await clickMove(black, 'e7e5');
  await waitForMoves(white, 2);
  await white.locator('button[data-action="offer-draw"]').click();
  await black.locator('#offer').waitFor({ state: 'visible' });
  await black.locator('#offer button[data-action="decline"]').click();
  await white.locator('#game-notice').filter({ hasText: 'Votre adversaire a refusé la nulle.' }).waitFor();
  // Only the one who offered is told.
  assert.equal(await black.locator('#game-notice').isVisible(), false);
  await screenshot(white, 'draw-declined-fr-1280');
  // The next move clears the notice.
  await clickMove(white, 'g1f3');
  await white.locator('#game-notice').waitFor({ state: 'hidden' });
});

test('a premove is played as soon as the opponent has moved; Escape cancels one', ready, async () => {
  const { white, black } = await table('kingofthehill');
  await white.locator('#status').filter({ hasText: 'Your turn' }).waitFor();
  await clickMove(white, 'e2e4');
  await waitForMoves(black, 1);
  await waitForMoves(white, 1);
  // Black is thinking: White queues d2d4, named as a move is (d4).
  await clickMove(white, 'd2d4');
  await white.locator('#game-notice').filter({ hasText: 'Premove d4 is waiting for your turn' }).waitFor();
  assert.equal(await white.locator('#board square.current-premove').count(), 2);
  await screenshot(white, 'premove-queued-360');
  await clickMove(black, 'e7e5');
  // The premove goes out the instant Black's move arrives.
  await waitForMoves(black, 3);
  assert.deepEqual(await moveList(black), ['e4', 'e5', 'd4']);
  await white.locator('#game-notice').waitFor({ state: 'hidden' });

  // A premove cancelled by Escape is not played.
  await waitForMoves(white, 3);
  await clickMove(black, 'e5d4');
  await waitForMoves(white, 4);
  await clickMove(white, 'g1f3');
  await waitForMoves(black, 5);
  await waitForMoves(white, 5);
  await clickMove(white, 'f3d4');
  await white.locator('#game-notice').filter({ hasText: 'Premove Nxd4 is waiting' }).waitFor();
  await white.keyboard.press('Escape');
  await white.locator('#game-notice').waitFor({ state: 'hidden' });
  assert.equal(await white.locator('#board square.current-premove').count(), 0);
  await clickMove(black, 'b8c6');
  await waitForMoves(white, 6);
  await white.locator('#status').filter({ hasText: 'Your turn' }).waitFor();
  assert.deepEqual(await moveList(white), ['e4', 'e5', 'd4', 'exd4', 'Nf3', 'Nc6']);

  // A premove that is no longer legal when the turn comes is dropped quietly:
  // the queen's road to d4 is blocked by the pawn that steps to d3.
  await clickMove(white, 'f1c4');
  await waitForMoves(black, 7);
  await waitForMoves(white, 7);
  await clickMove(white, 'd1d4');
  await white.locator('#game-notice').filter({ hasText: 'Premove Qxd4 is waiting' }).waitFor();
  await clickMove(black, 'd4d3');
  await waitForMoves(white, 8);
  await white.locator('#game-notice').waitFor({ state: 'hidden' });
  await white.locator('#status').filter({ hasText: 'Your turn' }).waitFor();
  await screenshot(white, 'premove-dropped-360');
  // Nothing was sent for it (a refused move would show an error): White's
  // next move is the next one in the game.
  await clickMove(white, 'c2d3');
  await waitForMoves(black, 9);
  assert.deepEqual((await moveList(black)).slice(6), ['Bc4', 'd3', 'cxd3']);
  assert.equal(await white.locator('#game-error').isVisible(), false);
});
