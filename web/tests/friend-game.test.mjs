// A game with a friend through the share link, watched by a spectator.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, startBrowser, skipUnlessReady, clickMove, waitForMoves, moveList, screenshot } from './harness.mjs';

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

async function myColor(page) {
  await page.waitForSelector('.player-bottom[data-color]');
  return page.locator('.player-bottom').getAttribute('data-color');
}

test('friend game by share link: both players see each other\'s moves and a spectator watches', ready, async () => {
  const host = await browser.visitor();
  await host.page.goto(server.url + '/');
  await host.page.locator('.game-card[data-variant="kingofthehill"] button[data-action="friend"]').click();
  await host.page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  const share = host.page.locator('#share-link');
  await share.waitFor({ state: 'visible' });
  await host.page.waitForFunction(() => document.getElementById('share-link').value.includes('/game/'));
  const link = await share.inputValue();
  assert.match(link, /^http:\/\/127\.0\.0\.1:\d+\/game\/[A-Za-z0-9]+$/);
  await screenshot(host.page, 'friend-host-waiting');

  const guest = await browser.visitor({ locale: 'en-US' });
  await guest.page.goto(link);
  await guest.page.locator('#join-box button[data-action="join"]').click();
  await guest.page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);

  const hostColor = await myColor(host.page);
  const guestColor = await myColor(guest.page);
  assert.notEqual(hostColor, guestColor);
  const white = hostColor === 'white' ? host.page : guest.page;
  const black = hostColor === 'white' ? guest.page : host.page;

  await white.waitForSelector('#board piece');
  await white.locator('#status').filter({ hasText: 'Your turn' }).waitFor();
  await clickMove(white, 'e2e4');
  await waitForMoves(black, 1);
  assert.deepEqual(await moveList(black), ['e4']);
  await black.locator('#status').filter({ hasText: 'Your turn' }).waitFor();
  await clickMove(black, 'e7e5');
  await waitForMoves(white, 2);
  assert.deepEqual(await moveList(white), ['e4', 'e5']);
  // The opponent's connection shows as online.
  assert.equal(await white.locator('.player-top .player-conn').getAttribute('data-online'), 'true');
  await screenshot(white, 'friend-white-after-two-moves');
  await screenshot(black, 'friend-black-after-two-moves');

  const spectator = await browser.visitor({ width: 1280, height: 860 });
  await spectator.page.goto(link);
  await waitForMoves(spectator.page, 2);
  assert.deepEqual(await moveList(spectator.page), ['e4', 'e5']);
  await spectator.page.locator('#status').filter({ hasText: 'You are watching this game' }).waitFor();
  assert.equal(await spectator.page.locator('button[data-action="resign"]').isVisible(), false);
  // The spectator sees the next move live.
  await clickMove(white, 'g1f3');
  await waitForMoves(spectator.page, 3);
  assert.deepEqual(await moveList(spectator.page), ['e4', 'e5', 'Nf3']);
  await screenshot(spectator.page, 'friend-spectator-desktop');
});
