// No silent gaps: a game page that receives an event numbered past the
// next one it expects (one was lost on the way) reconnects with `since`
// and catches up, instead of playing on a stale game.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, clickMove, waitForMoves, moveList, startGame, joinInvitation } from './harness.mjs';

const site = useSite();
const { ready } = site;

test('a page that misses an event resynchronises and shows it', ready, async () => {
  // The host plays Black; the guest, White, will lose the event of its own
  // first move on the way.
  const host = await site.visitor({ width: 1280, height: 900 });
  const seat = await startGame(host.page, site.url, { variant: 'chess', opponent: 'friend', color: 'black' });

  // The guest's game socket passes through here; its first `move` event
  // from the server is lost, once. The URLs it opened are kept.
  const guest = await site.visitor({ width: 1280, height: 900 });
  const opened = [];
  let dropped = null;
  await guest.page.routeWebSocket(/\/ws\/game\//, ws => {
    opened.push(ws.url());
    const upstream = ws.connectToServer();
    ws.onMessage(message => upstream.send(message));
    upstream.onMessage(message => {
      if (dropped === null && typeof message === 'string' && message.includes('"t":"move"')) {
        dropped = JSON.parse(message).n;
        return;
      }
      ws.send(message);
    });
  });
  await joinInvitation(guest.page, site.url + seat.inviteUrl);
  assert.equal(await guest.page.locator('.player-bottom').getAttribute('data-color'), 'white');

  await guest.page.locator('#status').filter({ hasText: 'Your turn' }).waitFor();
  await clickMove(guest.page, 'e2e4');
  await waitForMoves(host.page, 1);
  await host.page.locator('#status').filter({ hasText: 'Your turn' }).waitFor();
  // Black's reply is the next event: the guest sees the gap and catches up.
  await clickMove(host.page, 'e7e5');
  await waitForMoves(guest.page, 2);
  assert.deepEqual(await moveList(guest.page), ['e4', 'e5']);
  assert.equal(typeof dropped, 'number', 'a move event was dropped');
  // It reconnected, asking for what came after the last event it had.
  assert.ok(opened.length >= 2, `sockets opened: ${opened.join(', ')}`);
  assert.match(opened[opened.length - 1], new RegExp(`since=${dropped - 1}(&|$)`));
  // And plays on: its next move is accepted.
  await guest.page.locator('#status').filter({ hasText: 'Your turn' }).waitFor();
  await clickMove(guest.page, 'g1f3');
  await waitForMoves(host.page, 3);
  await host.context.close();
  await guest.context.close();
});
