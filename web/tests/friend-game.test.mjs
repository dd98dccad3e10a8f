// A game with a friend through the share link, watched by a spectator.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, clickMove, waitForMoves, moveList, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

async function myColor(page) {
  await page.waitForSelector('.player-bottom[data-color]');
  return page.locator('.player-bottom').getAttribute('data-color');
}

test('friend game by share link: both players see each other\'s moves and a spectator watches', ready, async () => {
  const host = await site.visitor();
  await host.page.goto(site.url + '/');
  await host.page.locator('.game-card[data-variant="kingofthehill"] button[data-action="friend"]').click();
  await host.page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  const share = host.page.locator('#share-link');
  await share.waitFor({ state: 'visible' });
  await host.page.waitForFunction(() => document.getElementById('share-link').value.includes('/game/'));
  const link = await share.inputValue();
  assert.match(link, /^http:\/\/127\.0\.0\.1:\d+\/game\/[A-Za-z0-9]+$/);
  await screenshot(host.page, 'friend-host-waiting');

  const guest = await site.visitor({ locale: 'en-US' });
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

  const spectator = await site.visitor({ width: 1280, height: 860 });
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

  // Black offers a draw; White sees the offer and accepts it.
  await waitForMoves(black, 3);
  await black.locator('button[data-action="offer-draw"]').click();
  await white.locator('#offer').filter({ hasText: 'Your opponent offers a draw.' }).waitFor();
  await white.locator('#offer button[data-action="accept"]').click();
  for (const page of [white, black, spectator.page]) {
    await page.locator('#result').waitFor({ state: 'visible' });
    assert.equal(await page.locator('#result .result-title').textContent(), 'Draw');
    assert.equal(await page.locator('#result .result-reason').textContent(), 'Draw by agreement');
  }
  await screenshot(black, 'friend-draw-agreed');

  // A rematch, offered by one and accepted by the other, opens a new game for both.
  const oldUrl = white.url();
  await white.locator('button[data-action="rematch"]').click();
  await black.locator('#offer').filter({ hasText: 'Your opponent wants a rematch.' }).waitFor();
  await black.locator('#offer button[data-action="accept"]').click();
  await white.waitForURL(url => url.toString() !== oldUrl);
  await black.waitForURL(url => url.toString() !== oldUrl && /\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/.test(url.toString()));
  // The new game's page draws its players once it has the game: wait for it.
  assert.equal(await myColor(white), 'black');
  await white.waitForSelector('#board piece');
});
