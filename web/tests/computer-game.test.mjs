// Games against the computer, and the statistics page counting one.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, clickMove, waitForMoves, moveList, screenshot, startComputerGame } from './harness.mjs';

const site = useSite();
const { ready } = site;

test('computer at level 1 replies to a move without a reload', ready, async () => {
  const { page } = await site.visitor();
  await startComputerGame(page, site.url, 'kingofthehill');
  assert.match(await page.locator('.player-top .player-name').textContent(), /Computer, level 1/);
  const url = page.url();
  await clickMove(page, 'e2e4');
  await waitForMoves(page, 2);
  assert.equal(page.url(), url);
  const moves = await moveList(page);
  assert.equal(moves[0], 'e4');
  assert.equal(moves.length, 2);
  await page.locator('#status').filter({ hasText: 'Your turn' }).waitFor();
  await screenshot(page, 'computer-replied');
});

test('statistics page counts a game just finished', ready, async () => {
  const { page } = await site.visitor({ width: 1280, height: 900 });
  await page.goto(site.url + '/stats');
  const card = page.locator('.stats-card[data-variant="racingkings"]');
  await card.waitFor();
  assert.equal(await card.locator('.stats-total').textContent(), 'No finished game yet');

  await startComputerGame(page, site.url, 'racingkings');
  await clickMove(page, 'h2h3');
  await waitForMoves(page, 2);
  await page.locator('button[data-action="resign"]').click();
  await page.locator('#result').waitFor({ state: 'visible' });
  assert.equal(await page.locator('#result .result-title').textContent(), 'Black wins');
  assert.equal(await page.locator('#result .result-reason').textContent(), 'White resigned');
  await screenshot(page, 'computer-resigned');

  await page.goto(site.url + '/stats');
  await card.locator('.result-bar').waitFor();
  assert.equal(await card.locator('.stats-total').textContent(), '1 finished game');
  // All of one: no decimals to show.
  assert.match(await card.locator('.result-legend').textContent(), /Black wins: 1 \(100%\)/);
  assert.equal(await card.locator('.ending-row dt').first().textContent(), 'Resignation');
  await screenshot(page, 'stats-after-one-game');
});
