// A pasted PGN with side lines (one nested in another), a comment, an
// annotation glyph and an illegal move: the moves before the illegal one
// open with the side lines in the move tree, the board shows the position
// where the game stopped, and the page says which move was refused and why.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

// 4. Kd4 steps onto a centre square the e5 pawn and the c6 knight attack.
export const PGN = [
  '[Event "A king walks too far"]',
  '[Variant "King of the Hill"]',
  '',
  '1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) 2... d6) 2. Ke2 $1 Nc6 3. Kd3 {walks on} Nf6 4. Kd4 Nxe4 *',
].join('\n');

const treeMoves = page => page.locator('#move-tree .tree-move').evaluateAll(nodes => nodes.map(n => n.textContent));

async function paste(page, lang) {
  await page.goto(`${site.url}/analysis/chess?lang=${lang}`);
  await page.waitForSelector('#board piece');
  await page.locator('#pgn-box summary').click();
  await page.locator('#pgn-text').fill(PGN);
  await page.locator('#pgn-open').click();
  await page.waitForFunction(() => document.querySelector('#move-tree .tree-move.current')?.textContent === 'Nf6');
}

test('a pasted PGN keeps its side lines and the moves before an illegal one, and says why it stopped', ready, async () => {
  const { page } = await site.visitor({ width: 1280, height: 900 });
  await paste(page, 'en');
  assert.deepEqual(await treeMoves(page), ['1. e4', 'e5', '1… c5', '2. Nf3', '2. c3', 'd5', '2… d6', '2. Ke2', 'Nc6', '3. Kd3', 'Nf6']);
  // The side line 1… c5 holds the nested 2. c3 d5.
  assert.equal(await page.locator('#move-tree > .tree-variation').count(), 1);
  assert.deepEqual(await page.locator('#move-tree > .tree-variation > .tree-variation .tree-move').allTextContents(), ['2. c3', 'd5']);
  // The game switched to King of the Hill, and the board shows the king on d3 with White to move.
  await page.waitForURL(/\/analysis\/kingofthehill$/);
  assert.equal(await page.locator('#analysis-heading .heading-variant').textContent(), 'King of the Hill');
  await page.waitForFunction(() => /d3 White king/.test(document.getElementById('board-text')?.textContent ?? ''));
  const notice = page.locator('#pgn-notice');
  await notice.waitFor({ state: 'visible' });
  assert.deepEqual(await notice.locator('p').allTextContents(), [
    'Move 4. Kd4 is not legal here: that centre square is attacked, so the king may not step onto it. The moves before it are loaded.',
    'Comments and annotation marks are not kept (2).',
  ]);
  assert.equal(await page.locator('#pgn-error').isHidden(), true);
  // The side line is a line like any other: it can be walked.
  await page.locator('#move-tree .tree-move', { hasText: 'c3' }).click();
  await page.waitForFunction(() => /c3 White pawn/.test(document.getElementById('board-text')?.textContent ?? ''));
  await page.locator('body').press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('#move-tree .tree-move.current')?.textContent === 'd5');
  await page.locator('#move-tree .tree-move', { hasText: 'Nf6' }).click();
  await screenshot(page, 'analysis-pasted-side-lines-1280-en');
  await page.context().close();
});

test('the refusal of a pasted move is said in the page\'s language, on a phone', ready, async () => {
  const { page } = await site.visitor({ width: 360, height: 800 });
  await paste(page, 'ru');
  const notice = page.locator('#pgn-notice p').first();
  await notice.waitFor({ state: 'visible' });
  assert.equal(await notice.textContent(), 'Ход 4. Kd4 здесь невозможен: это центральное поле атаковано, поэтому король не может на него встать. Ходы до него загружены.');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 360, `the page is ${width} px wide`);
  await screenshot(page, 'analysis-pasted-side-lines-360-ru');
  await page.context().close();
});
