// The analysis board: from a finished King of the Hill game to the engine's
// evaluation and best line, a variation added and deleted, a pasted PGN
// opened, one with an illegal move opened up to it, a bad one refused with
// where, and a review that marks the rook move that lets the king walk onto
// the hill.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, clickMove, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

/** Stores a finished same-device King of the Hill game (White's king walks to d4) and returns its id. */
async function storeFinishedHillGame(page) {
  await page.goto(site.url + '/');
  return page.evaluate(() => {
    const id = 'a1b2c3d4e5f6';
    const now = Date.now();
    const moves = ['e2e4', 'a7a6', 'e1e2', 'a6a5', 'e2d3', 'a5a4', 'd3d4'];
    localStorage.setItem(`regalia.local.${id}`, JSON.stringify({ id, variant: 'kingofthehill', moves, created: now, updated: now, finished: true }));
    return id;
  });
}

const treeMoves = page => page.locator('#move-tree .tree-move').evaluateAll(nodes => nodes.map(n => n.textContent));

test('a finished King of the Hill game opens on the analysis board with the engine, and a variation comes and goes', ready, async () => {
  const { page } = await site.visitor({ width: 1280, height: 900 });
  const id = await storeFinishedHillGame(page);
  await page.goto(`${site.url}/local/${id}`);
  await page.locator('#result').waitFor({ state: 'visible' });
  const analyse = page.locator('#analysis-link');
  await analyse.waitFor({ state: 'visible' });
  await analyse.click();
  await page.waitForURL(/\/analysis\/kingofthehill\?local=/);
  await page.waitForFunction(() => document.querySelectorAll('#move-tree .tree-move').length === 7);
  assert.equal((await treeMoves(page))[6], '4. Kd4#');
  // A game opens at its final position.
  await page.waitForFunction(() => document.querySelector('#move-tree .tree-move.current')?.textContent === '4. Kd4#');
  await page.locator('[data-nav="first"]').click();
  await page.waitForFunction(() => document.querySelector('#move-tree .tree-move.current') === null);

  // The engine: an evaluation, a depth and a best line for the start position.
  await page.locator('#engine-toggle').check();
  await page.waitForFunction(() => /^[+−]?\d+\.\d$|: /.test(document.getElementById('engine-score')?.textContent ?? ''));
  await page.waitForFunction(() => document.querySelectorAll('#engine-lines li').length >= 1);
  assert.match(await page.locator('#engine-depth').textContent(), /^depth \d+$/);
  assert.match(await page.locator('#engine-lines li .line-moves').first().textContent(), /^1\. \S+/);
  // Three lines when asked.
  await page.locator('#engine-count').selectOption('3');
  await page.waitForFunction(() => document.querySelectorAll('#engine-lines li').length === 3);
  await screenshot(page, 'analysis-engine-1280-en');

  // After 1. e4, Black plays d5 instead of a6: a variation.
  await page.locator('#move-tree .tree-move', { hasText: 'e4' }).first().click();
  await page.waitForFunction(() => document.querySelector('#move-tree .tree-move.current')?.textContent === '1. e4');
  await page.waitForFunction(() => document.querySelector('#board piece.p-piece.white') !== null);
  await clickMove(page, 'd7d5');
  const variation = page.locator('#move-tree .tree-variation');
  await variation.waitFor();
  assert.equal(await variation.locator('.tree-move').first().textContent(), '1… d5');
  assert.equal(await page.locator('#move-tree .tree-move.current').textContent(), '1… d5');
  // The engine follows the position shown: Black to move was answered.
  await page.waitForFunction(() => document.querySelectorAll('#engine-lines li').length === 3);
  await screenshot(page, 'analysis-variation-1280-en');
  await page.locator('#delete-variation').click();
  await variation.waitFor({ state: 'detached' });
  assert.equal(await page.locator('#move-tree .tree-move.current').textContent(), '1. e4');
  assert.equal((await treeMoves(page)).length, 7);

  // Keyboard: the arrows walk the main line.
  await page.locator('body').press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('#move-tree .tree-move.current')?.textContent === 'a6');
  await page.locator('#engine-toggle').uncheck();
  await page.context().close();
});

test('a game played from Black\'s side opens on the analysis board from that side, at its last move', ready, async () => {
  const { page } = await site.visitor({ width: 1280, height: 900 });
  await page.goto(site.url + '/');
  const id = await page.evaluate(() => {
    const id = 'b1b2c3d4e5f6';
    const now = Date.now();
    const moves = ['e2e4', 'e7e5', 'g1f3'];
    localStorage.setItem(`regalia.local.${id}`, JSON.stringify({ id, variant: 'chess', moves, created: now, updated: now, finished: false, orientation: 'black' }));
    return id;
  });
  await page.goto(`${site.url}/local/${id}`);
  const analyse = page.locator('#analysis-link');
  await analyse.waitFor({ state: 'visible' });
  await analyse.click();
  await page.waitForURL(/\/analysis\/chess\?local=.*&color=black$/);
  await page.waitForFunction(() => document.querySelector('#move-tree .tree-move.current')?.textContent === '2. Nf3');
  await page.waitForFunction(() => document.querySelector('#board.orientation-black, #board .orientation-black') !== null);
  // The board shows the last position: the knight on f3.
  await page.waitForFunction(() => document.querySelectorAll('#board piece.n-piece.white').length === 2);
  await screenshot(page, 'analysis-from-black-1280-en');
  await page.context().close();
});

test('a pasted PGN opens, a bad one says where, and the review marks the blunder', ready, async () => {
  const { page } = await site.visitor();
  await page.goto(`${site.url}/analysis/kingofthehill`);
  await page.waitForSelector('#board piece');
  const box = page.locator('#pgn-box');
  await box.locator('summary').click();

  // A move that cannot be played: the moves before it open, and the page
  // names the move and why.
  await page.locator('#pgn-text').fill('1. e4 e5 2. Kf3 *');
  await page.locator('#pgn-open').click();
  const notice = page.locator('#pgn-notice');
  await notice.waitFor({ state: 'visible' });
  assert.equal(await notice.textContent(), 'Move 2. Kf3 is not legal here: no piece of the side to move can make that move. The moves before it are loaded.');
  // The notice shows before the board reaches the last move kept, and the
  // box closes last: wait for both.
  await page.waitForFunction(() => document.querySelector('#move-tree .tree-move.current')?.textContent === 'e5');
  await page.locator('#pgn-box:not([open])').waitFor({ state: 'attached' });
  assert.deepEqual(await treeMoves(page), ['1. e4', 'e5']);
  // A text that is no game: the error names the line and column.
  await box.locator('summary').click();
  await page.locator('#pgn-text').fill('[Variant "King of the Hill"]\n\n1. e4 (1. d4');
  await page.locator('#pgn-open').click();
  const error = page.locator('#pgn-error');
  await error.waitFor({ state: 'visible' });
  assert.equal(await error.textContent(), 'Line 3, column 7: “(” is opened but never closed.');

  // The rook on a5 keeps Black's king off the hill; Ra1 lets it walk in.
  const pgn = '[Event "Rook leaves the fifth rank"]\n[Variant "King of the Hill"]\n[FEN "8/8/4k3/R7/8/8/8/4K3 w - - 0 1"]\n[SetUp "1"]\n\n1. Ra1 Ke5 0-1\n';
  await page.locator('#pgn-text').fill(pgn);
  await page.locator('#pgn-open').click();
  // The tree before had two moves too: wait for the new game's first move.
  await page.waitForFunction(() => document.querySelector('#move-tree .tree-move')?.textContent === '1. Ra1');
  assert.deepEqual(await treeMoves(page), ['1. Ra1', 'Ke5#']);
  assert.equal(await error.isHidden(), true);
  await screenshot(page, 'analysis-pgn-360-en');

  await page.locator('#review-button').click();
  await page.locator('#review-result').waitFor({ state: 'visible' });
  const blunder = page.locator('#move-tree .tree-move.blunder');
  await blunder.waitFor();
  assert.equal(await blunder.textContent(), '1. Ra1??');
  assert.equal(await page.locator('#review-counts tr').first().locator('td.blunders').textContent(), 'one blunder');
  assert.equal(await page.locator('#review-counts tr').nth(1).locator('td.blunders').textContent(), 'no blunders');
  await blunder.click();
  const note = page.locator('#review-note');
  await note.waitFor({ state: 'visible' });
  assert.match(await note.textContent(), /^Ra1: Blunder\. Better was (?!Ra1)\S+\.$/);
  await page.waitForSelector('#review-graph svg circle.graph-mark.blunder');
  await screenshot(page, 'analysis-review-360-en');
  await page.context().close();
});

test('the analysis board reads in French and in the dark at both widths', ready, async () => {
  for (const [width, scheme] of [
    [1280, 'light'],
    [360, 'dark'],
  ]) {
    const context = await site.browser.browser.newContext({ viewport: { width, height: 900 }, locale: 'fr-FR', colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(`${site.url}/analysis/racingkings?lang=fr`);
    await page.waitForSelector('#board piece');
    assert.equal(await page.locator('#review-title').textContent(), 'Revue de la partie');
    await page.locator('#engine-toggle').check();
    await page.waitForFunction(() => document.querySelectorAll('#engine-lines li').length >= 1);
    assert.match(await page.locator('#engine-depth').textContent(), /^profondeur \d+$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.equal(overflow, 0, 'the page does not scroll sideways');
    await screenshot(page, `analysis-${width}-fr-${scheme}`);
    await context.close();
  }
});

test('a Lielow position text opens with the engine, and a bad one is refused in words', ready, async () => {
  const { page } = await site.visitor();
  const text = '8/B1B1B1B1B1B1B1B1/8/8/8/4W2*3/W1W1W1W11W1W1W1/8 b -';
  await page.goto(`${site.url}/analysis/lielow?fen=${encodeURIComponent(text)}`);
  await page.waitForSelector('#board piece');
  await page.locator('#engine-toggle').check();
  await page.waitForFunction(() => document.querySelectorAll('#engine-lines li').length >= 1);
  // Black is to move: the line starts with Black's move number.
  assert.match(await page.locator('#engine-lines li .line-moves').first().textContent(), /^1… /);
  await screenshot(page, 'analysis-lielow-360-en');
  await page.goto(`${site.url}/analysis/lielow?fen=${encodeURIComponent('8/8/8 w -')}`);
  const error = page.locator('#analysis-error');
  await error.waitFor({ state: 'visible' });
  assert.equal(await error.textContent(), 'This position cannot be analysed: it is not valid in this game.');
  await page.context().close();
});
