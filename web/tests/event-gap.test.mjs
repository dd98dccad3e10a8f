// No silent gaps: a game page that receives an event numbered past the
// next one it expects (one was lost on the way) reconnects with `since`
// and catches up, instead of playing on a stale game.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, startBrowser, skipUnlessReady, clickMove, waitForMoves, moveList } from './harness.mjs';

let server;
let browser;
const ready = skipUnlessReady();

before(async () => {
  if (ready.skip) return;
  server = await startServer();
  browser = await startBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('a page that misses an event resynchronises and shows it', ready, async () => {
  const host = await browser.visitor({ width: 1280, height: 900 });
  await host.page.goto(server.url + '/');
  await host.page.locator('.game-card[data-variant="chess"] button[data-action="friend"]').click();
  await host.page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  await host.page.waitForFunction(() => document.getElementById('share-link')?.value.includes('/game/'));
  const link = await host.page.locator('#share-link').inputValue();

  // The guest's game socket passes through here; its first `move` event
  // from the server is lost, once. The urls it opened are kept.
  const guest = await browser.visitor({ width: 1280, height: 900 });
  const opened = [];
  let dropped = null;
  await guest.page.routeWebSocket(/\/ws\/game\//, ws => {
    opened.push(ws.url());
    const server = ws.connectToServer();
    ws.onMessage(message => server.send(message));
    server.onMessage(message => {
      if (dropped === null && typeof message === 'string' && message.includes('"t":"move"')) {
        dropped = JSON.parse(message).n;
        return;
      }
      ws.send(message);
    });
  });
  await guest.page.goto(link);
  await guest.page.locator('#join-box button[data-action="join"]').click();
  await guest.page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  await guest.page.waitForSelector('#board piece');
  await host.page.waitForSelector('.player-bottom[data-color]');
  const hostColor = await host.page.locator('.player-bottom').getAttribute('data-color');
  const white = hostColor === 'white' ? host.page : guest.page;
  const black = hostColor === 'white' ? guest.page : host.page;
  const guestIsBlack = black === guest.page;

  // White's first move; if the guest is Black, it never reaches its page.
  await white.locator('#status').filter({ hasText: 'Your turn' }).waitFor();
  await clickMove(white, 'e2e4');
  await waitForMoves(host.page, 1);
  if (guestIsBlack) {
    assert.deepEqual(await moveList(guest.page), [], 'the lost move is not shown yet');
    // The next event (a draw offer) shows the gap: the page catches up.
    await white.locator('button[data-action="offer-draw"]').click();
  } else {
    // The guest is White: its own move's event was dropped; Black's reply
    // comes next and shows the gap.
    await waitForMoves(black, 1);
    await clickMove(black, 'e7e5');
  }
  await waitForMoves(guest.page, guestIsBlack ? 1 : 2);
  assert.deepEqual(await moveList(guest.page), guestIsBlack ? ['e4'] : ['e4', 'e5']);
  assert.equal(typeof dropped, 'number');
  // It reconnected once, asking for what came after the last event it had.
  assert.ok(opened.length >= 2, `sockets opened: ${opened.join(', ')}`);
  assert.match(opened[opened.length - 1], new RegExp(`since=${dropped - 1}(&|$)`));
  if (guestIsBlack) await guest.page.locator('#offer').filter({ hasText: 'Your opponent offers a draw.' }).waitFor();
  await host.context.close();
  await guest.context.close();
});
