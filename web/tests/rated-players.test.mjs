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

  // "Your games" on each home page says that player's own change.
  const loser = black;
  const winnerPage = white;
  await winnerPage.goto(site.url + '/');
  await winnerPage.locator('#local-games .mine-change').filter({ hasText: /^\+\d+$/ }).waitFor();
  await loser.goto(site.url + '/');
  await loser.locator('#local-games .mine-change').filter({ hasText: /^\u2212\d+$/ }).waitFor();
  await screenshot(loser, 'your-games-rating-change');

  // The loser (about 1258) seeks a rated game within 300 of their rating:
  // a new player (1500) is told of it, the winner (about 1742) never is.
  const third = await site.visitor({ width: 1280, height: 900 });
  await takeName(third.page, 'NewcomerThird');
  await third.page.goto(site.url + '/');
  await loser.locator('#rated-choice').waitFor({ state: 'visible' });
  await loser.locator('#clock-select').selectOption('5+3');
  await loser.locator('#rated-check').check();
  await loser.locator('#range-choice').waitFor({ state: 'visible' });
  await loser.locator('#range-select').selectOption('300');
  await loser.locator('.game-card[data-variant="kingofthehill"] button[data-action="seek"]').click();
  await loser.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  const seen = third.page.locator('#lobby li.seek');
  await seen.filter({ hasText: /Rated · \d{3,4}–\d{4}/ }).waitFor();
  const line = (await seen.first().textContent()) ?? '';
  const [min, max] = (/(\d{3,4})–(\d{4})/.exec(line) ?? []).slice(1).map(Number);
  assert.equal(max - min, 600, line);
  assert.ok(min < 1500 && max >= 1500 && max < 1600, line);
  await screenshot(third.page, 'lobby-ranged-seek');
  // A fresh page of the winner's: its lobby's first message holds every
  // seek the winner may see, and this one is not among them.
  await winnerPage.goto(site.url + '/');
  await winnerPage.locator('#lobby .empty').filter({ hasText: 'No open seeks' }).waitFor();
  assert.equal(await winnerPage.locator('#lobby li.seek').count(), 0);
});
