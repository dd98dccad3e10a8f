// A same-device King of the Hill game played by clicks to a hill win.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, clickMove, waitForMoves, moveList, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

test('local King of the Hill game reaches the hill by clicks and the result survives a reload', ready, async () => {
  const { page } = await site.visitor();
  await page.goto(site.url + '/');
  // Alone on a fresh server: the page counts itself, and the empty lobby
  // reads as a sentence.
  await page.locator('#live-counts').filter({ hasText: 'One player online · No open seek' }).waitFor();
  await screenshot(page, 'home-empty-server');
  await page.locator('.game-card[data-variant="kingofthehill"] button[data-action="local"]').click();
  await page.waitForURL(/\/local\//);
  await page.waitForSelector('#board piece');
  const moves = ['e2e4', 'a7a6', 'e1e2', 'a6a5', 'e2d3', 'a5a4', 'd3d4'];
  for (let i = 0; i < moves.length; i++) {
    await clickMove(page, moves[i]);
    await waitForMoves(page, i + 1);
  }
  assert.deepEqual(await moveList(page), ['e4', 'a6', 'Ke2', 'a5', 'Kd3', 'a4', 'Kd4#']);
  const banner = page.locator('#result');
  await banner.waitFor({ state: 'visible' });
  assert.equal(await banner.locator('.result-title').textContent(), 'White wins');
  assert.equal(await banner.locator('.result-reason').textContent(), "White's king reached the hill");
  // The live region is cleared and refilled for each move; wait for the last one.
  await page.waitForFunction(() => document.getElementById('announce')?.textContent?.startsWith('White played Kd4'));
  assert.equal(await page.locator('#announce').textContent(), "White played Kd4#. White wins. White's king reached the hill");
  await screenshot(page, 'koth-local-hill-win');

  await page.reload();
  await page.locator('#result').waitFor({ state: 'visible' });
  assert.equal(await page.locator('#result .result-reason').textContent(), "White's king reached the hill");
  assert.equal((await moveList(page)).length, 7);
  await screenshot(page, 'koth-local-after-reload');

  // The home page lists the game to resume or delete.
  await page.goto(site.url + '/');
  const item = page.locator('#local-games .item');
  await item.first().waitFor();
  assert.match(await item.first().textContent(), /King of the Hill/);
  await screenshot(page, 'home-with-local-game');

  // The rules guide offers the way back to the game in progress.
  await page.goto(site.url + '/rules/kingofthehill');
  const back = page.locator('#back-to-game');
  await back.waitFor({ state: 'visible' });
  assert.match(await back.getAttribute('href'), /^\/local\/[0-9a-f]+$/);

  // Moving through the game: the first position has no pieces moved.
  await back.click();
  await page.waitForURL(/\/local\//);
  await page.locator('[data-nav="first"]').click();
  await page.waitForFunction(() => document.getElementById('status')?.textContent?.includes('earlier position'));
  await page.locator('[data-nav="last"]').click();
  await page.waitForFunction(() => document.querySelector('#moves .move.current')?.textContent === 'Kd4#');
});
