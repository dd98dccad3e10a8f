// A same-device Lielow game: moves off the board (button and drag), stack
// heights and crowns on the board, a capture, and the crown's capture.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, newLocalGame, expectPiece, clickMove, waitForMoves, moveList, pieceAt, dragOffBoard, squareCenter, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

test('Lielow local game shows heights and crowns, moves off the board and captures', ready, async () => {
  const { page } = await site.visitor();
  await newLocalGame(page, site.url, 'lielow');
  await expectPiece(page, 'a2', /\bwhite\b.*\ba-piece\b/);

  // a2-off with the button: select the stack, then "Move off the board".
  const offButton = page.locator('button[data-action="off-board"]');
  const a2 = await squareCenter(page, 'a2');
  await page.mouse.click(a2.x, a2.y);
  await offButton.waitFor({ state: 'visible' });
  await offButton.click();
  await waitForMoves(page, 1);
  assert.equal(await pieceAt(page, 'a2'), null);

  // h7-off by dragging the stack off the board.
  await dragOffBoard(page, 'h7');
  await waitForMoves(page, 2);
  assert.equal(await pieceAt(page, 'h7'), null);

  const moves = ['c2c1', 'c7c6', 'c1e3', 'f7e6'];
  for (let i = 0; i < moves.length; i++) {
    await clickMove(page, moves[i]);
    await waitForMoves(page, 3 + i);
  }
  // White's e3 stack is 3 high and crowned; Black's c6 stack 2 high and crowned.
  await expectPiece(page, 'e3', /\bwhite\b.*\bpromoted\b.*\bpc-piece\b/);
  await expectPiece(page, 'c6', /\bblack\b.*\bpromoted\b.*\bpb-piece\b/);
  await expectPiece(page, 'e6', /\bblack\b.*\bb-piece\b/);
  // The same, as text for screen readers.
  const described = await page.locator('#board-text').textContent();
  assert.match(described, /e3 White stack of 3 \(crowned\)/);
  assert.match(described, /c6 Black stack of 2 \(crowned\)/);
  await screenshot(page, 'lielow-stacks-and-crowns');

  // e3xe6: the capture leaves a crowned White stack of height 1.
  await clickMove(page, 'e3e6');
  await waitForMoves(page, 7);
  await expectPiece(page, 'e6', /\bwhite\b.*\bpromoted\b.*\bpa-piece\b/);
  assert.deepEqual(await moveList(page), ['a2-off', 'h7-off', 'c2-c1', 'c7-c6', 'c1-e3', 'f7-e6', 'e3xe6']);
  await screenshot(page, 'lielow-after-capture');

  // c6xe6 takes White's crown: Black wins.
  await page.locator('#move-input').fill('c6xe6');
  await page.locator('#move-input').press('Enter');
  await page.locator('#result').waitFor({ state: 'visible' });
  assert.equal(await page.locator('#result .result-title').textContent(), 'Black wins');
  assert.equal(await page.locator('#result .result-reason').textContent(), "Black captured White's crown");
  await screenshot(page, 'lielow-crown-captured');
});
