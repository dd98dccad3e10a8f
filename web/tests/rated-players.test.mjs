// Two visitors take names, play a rated King of the Hill game by link, see
// each rating change at the end, then the winner's page draws the rating
// history as a chart.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, clickMove, waitForMoves, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

/** Takes `name` on /player; returns the key link shown once. */
async function takeName(page, name) {
  await page.goto(site.url + '/player');
  await page.locator('#name-form').waitFor({ state: 'visible' });
  await page.locator('#name-input').fill(name);
  await page.locator('#name-form button[type="submit"]').click();
  const link = page.locator('#key-link');
  await link.waitFor({ state: 'visible' });
  await page.locator('#key-box').filter({ hasText: `play as ${name} on another device` }).waitFor();
  return link.inputValue();
}

async function myColor(page) {
  await page.waitForSelector('.player-bottom[data-color]');
  return page.locator('.player-bottom').getAttribute('data-color');
}

test('named players play a rated game, see the change and the rating chart', ready, async () => {
  const host = await site.visitor();
  const guest = await site.visitor({ width: 360, height: 780 });
  const hostKey = await takeName(host.page, 'HillHost');
  assert.match(hostKey, /\/player\/key#HillHost\.[0-9a-f]{64}$/);
  await screenshot(host.page, 'player-key-shown');
  await takeName(guest.page, 'ValleyGuest');

  await host.page.goto(site.url + '/');
  await host.page.locator('#rated-choice').waitFor({ state: 'visible' });
  await host.page.locator('#clock-select').selectOption('5+3');
  await host.page.locator('#rated-check').check();
  await host.page.locator('.game-card[data-variant="kingofthehill"] button[data-action="friend"]').click();
  await host.page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  const share = host.page.locator('#share-link');
  await host.page.waitForFunction(() => document.getElementById('share-link')?.value.includes('/game/'));
  const link = await share.inputValue();

  await guest.page.goto(link);
  await guest.page.locator('#join-box button[data-action="join"]').click();
  await guest.page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  const hostColor = await myColor(host.page);
  const white = hostColor === 'white' ? host.page : guest.page;
  const black = hostColor === 'white' ? guest.page : host.page;
  const winner = hostColor === 'white' ? 'HillHost' : 'ValleyGuest';
  await white.locator('.player-top .player-name').filter({ hasText: '(1500?)' }).waitFor();
  await white.locator('#game-heading').filter({ hasText: 'Rated' }).waitFor();

  const moves = ['e2e4', 'a7a6', 'e1e2', 'a6a5', 'e2e3', 'a5a4', 'e3d4'];
  for (const [i, uci] of moves.entries()) {
    const mover = i % 2 === 0 ? white : black;
    await mover.locator('#status').filter({ hasText: 'Your turn' }).waitFor();
    await clickMove(mover, uci);
    await waitForMoves(white, i + 1);
  }
  // Each side sees both changes: the winner's up, the loser's down.
  await white.locator('.player-bottom .player-name').filter({ hasText: /\(1\d{3}\? \+\d+\)/ }).waitFor();
  await white.locator('.player-top .player-name').filter({ hasText: /\(1\d{3}\? \u2212\d+\)/ }).waitFor();
  await black.locator('.player-bottom .player-name').filter({ hasText: /\u2212\d+\)/ }).waitFor();
  await screenshot(white, 'rated-game-end-winner');
  await screenshot(black, 'rated-game-end-loser');

  await black.goto(`${site.url}/@/${winner}`);
  await black.locator('.rating-card[data-variant="kingofthehill"] .rating-chart polyline').waitFor();
  const points = await black.locator('.rating-card[data-variant="kingofthehill"] .chart-dot').count();
  assert.equal(points, 2, 'the start and the rating after the game');
  const shown = await black.locator('.rating-card[data-variant="kingofthehill"] .rating-value').textContent();
  assert.match(shown ?? '', /^1\d{3}\?$/);
  assert.ok(Number(shown?.replace('?', '')) > 1500, `the winner's rating went up: ${shown}`);
  await black.locator('.recent-rated .rating-change.up').waitFor();
  await screenshot(black, 'player-page-after-rated-game');
});
