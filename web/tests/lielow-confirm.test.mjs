// Lielow: moving your own crowned stack off the board loses at once, so the
// page asks first, whether the move is dragged, chosen with the button or
// typed.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, newLocalGame, waitForMoves, moveList, dragOffBoard, squareCenter, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

async function typeMove(page, text) {
  await page.locator('#move-input').fill(text);
  await page.locator('#move-form button[type="submit"]').click();
}

/** Answers the next dialog with `accept`, resolving to its message. */
function nextDialog(page, accept) {
  page.removeAllListeners('dialog');
  return new Promise(resolve => {
    page.once('dialog', async dialog => {
      const message = dialog.message();
      if (accept) await dialog.accept();
      else await dialog.dismiss();
      page.on('dialog', d => d.accept());
      resolve(message);
    });
  });
}

test('moving your crowned stack off the board asks first, by button, drag and typed move', ready, async () => {
  const { page } = await site.visitor();
  await newLocalGame(page, site.url, 'lielow');
  // e2-e1 crowns White's e1 (height 2, its tallest); Black replies f7-g8.
  await typeMove(page, 'e2-e1');
  await waitForMoves(page, 1);
  await typeMove(page, 'f7-g8');
  await waitForMoves(page, 2);

  // The button: refused at the question, nothing is played.
  const e1 = await squareCenter(page, 'e1');
  await page.mouse.click(e1.x, e1.y);
  const offBoard = page.locator('button[data-action="off-board"]');
  await offBoard.waitFor({ state: 'visible' });
  let asked = nextDialog(page, false);
  await offBoard.click();
  assert.equal(await asked, 'This loses the game. Play it?');
  await page.locator('#status').filter({ hasText: 'White to play' }).waitFor();
  assert.equal((await moveList(page)).length, 2);
  assert.match((await page.locator('#board piece').evaluateAll(els => els.filter(e => e.cgKey === 'e1').map(e => e.className))).join(' '), /white/);

  // Dragged off the board: asked again, refused again.
  asked = nextDialog(page, false);
  await dragOffBoard(page, 'e1');
  assert.equal(await asked, 'This loses the game. Play it?');
  await page.waitForFunction(() => [...document.querySelectorAll('#board piece')].some(p => p.cgKey === 'e1'));
  assert.equal((await moveList(page)).length, 2);

  // A stack without the crown leaves without a question.
  let questions = 0;
  page.removeAllListeners('dialog');
  page.on('dialog', dialog => {
    questions++;
    void dialog.accept();
  });
  await typeMove(page, 'a2-off');
  await waitForMoves(page, 3);
  assert.equal(questions, 0);
  await typeMove(page, 'a7-a8');
  await waitForMoves(page, 4);

  // Typed, and confirmed: the game is lost.
  asked = nextDialog(page, true);
  await typeMove(page, 'e1-off');
  assert.equal(await asked, 'This loses the game. Play it?');
  await page.locator('#result').waitFor({ state: 'visible' });
  assert.equal(await page.locator('#result .result-title').textContent(), 'Black wins');
  await screenshot(page, 'lielow-crown-off-confirmed');
});
