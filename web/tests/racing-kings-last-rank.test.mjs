// Racing Kings as a newcomer meets it: White's king home on the last rank
// while the game goes on is explained (Black has one move to draw), and a
// move refused for giving check says the rule.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, screenshot, waitForMoves, moveList } from './harness.mjs';

const site = useSite();
const { ready } = site;

async function typeMove(page, text) {
  await page.locator('#move-input').fill(text);
  await page.locator('#move-input').press('Enter');
}

/** A same-device game of Racing Kings from `fen`, through the board editor. */
async function localFrom(page, fen) {
  await page.goto(`${site.url}/editor/racingkings?fen=${encodeURIComponent(fen)}`);
  await page.locator('button[data-play="local"]').click();
  await page.waitForURL(/\/local\//);
  await page.waitForSelector('#board piece');
}

test('White on the last rank with Black able to follow: the page says Black has one move to draw', ready, async () => {
  const { page } = await site.visitor({ width: 1280, height: 900 });
  // White's king on g7, Black's on a7, a white rook on b1.
  await localFrom(page, '8/k5K1/8/8/8/8/8/1R6 w - - 0 1');
  const status = page.locator('#status');
  await status.filter({ hasText: 'White to play' }).waitFor();
  assert.doesNotMatch(await status.textContent(), /last rank/);

  // Rb7 would give check: refused, and the words say why.
  await typeMove(page, 'Rb7');
  await page
    .locator('#game-error')
    .filter({ hasText: 'Rb7 is not a legal move here: Rb7 would give check, which Racing Kings forbids.' })
    .waitFor();
  assert.deepEqual(await moveList(page), []);

  await typeMove(page, 'Kg8');
  await waitForMoves(page, 1);
  await status.filter({ hasText: 'White reached the last rank: Black has one move to reach it too and draw.' }).waitFor();
  assert.match(await status.textContent(), /Black to play/);
  assert.equal(await page.locator('#result').isVisible(), false);
  await screenshot(page, 'racing-kings-last-rank-en-1280');

  // Black does reach it: a draw, and the notice is gone.
  await typeMove(page, 'Ka8');
  await waitForMoves(page, 2);
  await page.locator('#result').waitFor({ state: 'visible' });
  assert.equal(await page.locator('#result .result-title').textContent(), 'Draw');
  assert.doesNotMatch((await status.textContent()) ?? '', /last rank/);
});

test('the notice is in the visitor\'s language', ready, async () => {
  const { page } = await site.visitor({ width: 360, height: 780, locale: 'ru-RU' });
  await localFrom(page, '8/k5K1/8/8/8/8/8/8 w - - 0 1');
  await typeMove(page, 'Kg8');
  await waitForMoves(page, 1);
  await page
    .locator('#status')
    .filter({ hasText: 'Белые дошли до последней горизонтали: у чёрных есть один ход, чтобы тоже дойти до неё и сделать ничью.' })
    .waitFor();
  await screenshot(page, 'racing-kings-last-rank-ru-360');
});
