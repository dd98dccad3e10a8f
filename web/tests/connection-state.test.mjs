// A player whose connection is cut sees it: the status says it is
// reconnecting, no presence dot stays green, and a move played meanwhile
// stays on the board marked unconfirmed in the move list; back online, it
// is sent, confirmed, and reaches the opponent.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, clickMove, expectPiece, waitForMoves, moveList, screenshot, startGame, joinInvitation } from './harness.mjs';

const site = useSite();
const { ready } = site;

test('cut off, the game page says so and keeps an unconfirmed move until it is sent', ready, async () => {
  const white = await site.visitor({ width: 1280, height: 900 });
  const seat = await startGame(white.page, site.url, { variant: 'chess', opponent: 'friend', color: 'white' });
  const black = await site.visitor({ width: 1280, height: 900 });
  await joinInvitation(black.page, site.url + seat.inviteUrl);

  const status = white.page.locator('#status');
  await status.filter({ hasText: 'Your turn' }).waitFor();
  await white.page.locator('.player-top .player-conn[data-online="true"]').waitFor();
  await white.page.locator('.player-bottom .player-conn[data-online="true"]').waitFor();

  await white.context.setOffline(true);
  await status.filter({ hasText: 'Reconnecting…' }).waitFor();
  // Neither dot claims a connection this page does not have.
  assert.equal(await white.page.locator('.player-conn[data-online="true"]').count(), 0);
  assert.equal(await white.page.locator('.player-bottom .player-conn').textContent(), 'offline');

  // A move made meanwhile stays where it was put, marked as not confirmed.
  await clickMove(white.page, 'e2e4');
  const pending = white.page.locator('#moves .move.unconfirmed');
  await pending.waitFor();
  assert.equal(await pending.textContent(), 'e4');
  assert.equal(await pending.getAttribute('title'), 'not confirmed by the server yet');
  assert.deepEqual(await moveList(white.page), []);
  await expectPiece(white.page, 'e4', /white/);
  assert.match(await white.page.locator('#status').textContent(), /Reconnecting…/);
  await screenshot(white.page, 'offline-unconfirmed-en-1280');

  // Back online: the move goes, is confirmed, and the opponent has it.
  await white.context.setOffline(false);
  await waitForMoves(white.page, 1);
  assert.deepEqual(await moveList(white.page), ['e4']);
  assert.equal(await pending.count(), 0);
  await waitForMoves(black.page, 1);
  assert.deepEqual(await moveList(black.page), ['e4']);
  await status.filter({ hasText: 'Waiting for your opponent' }).waitFor();
  await white.page.locator('.player-bottom .player-conn[data-online="true"]').waitFor();
  await white.context.close();
  await black.context.close();
});
