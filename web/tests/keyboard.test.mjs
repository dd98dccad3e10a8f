// Keyboard play: the board takes focus, the arrow keys move a cursor, Enter
// picks up and puts down, Escape puts back, each step said through the live
// region; Lielow's move off the board by moving past the edge; and the
// arrow keys, Home and End stepping through the move list.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, newLocalGame, waitForMoves, moveList, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

/** Waits until the live region says something matching `pattern`. */
async function heard(page, pattern) {
  try {
    await page.waitForFunction(source => new RegExp(source).test(document.getElementById('announce')?.textContent ?? ''), pattern.source, { timeout: 5000 });
  } catch {
    assert.fail(`the live region says "${await page.locator('#announce').textContent()}", not ${pattern}`);
  }
}

async function press(page, ...keys) {
  for (const key of keys) await page.keyboard.press(key);
}

test('a chess game played from the keyboard, and the move list stepped with the arrow keys', ready, async () => {
  const { page } = await site.visitor({ width: 1280, height: 900 });
  await newLocalGame(page, site.url, 'chess');

  // The board is reached with Tab.
  let tabs = 0;
  while (tabs < 40 && !(await page.evaluate(() => document.activeElement?.classList.contains('board-frame')))) {
    await page.keyboard.press('Tab');
    tabs++;
  }
  assert.ok(tabs < 40, 'Tab never reaches the board');
  await heard(page, /^e2, White pawn$/);
  await page.locator('.kb-cursor').waitFor({ state: 'visible' });

  await press(page, 'Enter');
  await heard(page, /White pawn on e2 picked up, 2 moves: e3, e4/);
  await press(page, 'ArrowUp', 'ArrowUp');
  await heard(page, /^e4, empty, you can move here$/);
  await screenshot(page, 'keyboard-cursor-holding');
  await press(page, 'Enter');
  await waitForMoves(page, 1);
  assert.deepEqual(await moveList(page), ['e4']);

  // Black: pick up, put back with Escape, pick up again and play.
  await press(page, 'ArrowUp', 'ArrowUp', 'ArrowUp');
  await heard(page, /^e7, Black pawn$/);
  await press(page, 'Enter');
  await heard(page, /Black pawn on e7 picked up/);
  assert.equal(await page.locator('#board square.selected').count(), 1);
  await press(page, 'Escape');
  await heard(page, /^Piece put back$/);
  assert.equal(await page.locator('#board square.selected').count(), 0);
  await press(page, 'ArrowLeft');
  await heard(page, /^d7, Black pawn$/);
  await press(page, 'ArrowRight', 'Enter', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown');
  await heard(page, /^e3, empty$/);
  await press(page, 'Enter');
  await heard(page, /cannot go to e3/);
  // Then the rule it breaks, as the rules tell it.
  await heard(page, /^The piece cannot go to e3: no piece of the side to move can make that move\.$/);
  await press(page, 'ArrowUp', 'ArrowUp', 'Enter');
  await waitForMoves(page, 2);
  assert.deepEqual(await moveList(page), ['e4', 'e5']);

  // The move list: ←, →, Home, End, with the focus kept in the list.
  const current = () => page.evaluate(() => document.querySelector('#moves [aria-current="step"]')?.textContent ?? null);
  const focusInList = () => page.evaluate(() => !!document.getElementById('moves')?.contains(document.activeElement));
  await page.locator('#moves button.move').last().focus();
  await press(page, 'ArrowLeft');
  await page.waitForFunction(() => document.querySelector('#moves [aria-current="step"]')?.textContent === 'e4');
  assert.ok(await focusInList());
  await press(page, 'Home');
  await page.waitForFunction(() => !document.querySelector('#moves [aria-current="step"]'));
  assert.ok(await focusInList());
  await press(page, 'ArrowRight');
  await page.waitForFunction(() => document.querySelector('#moves [aria-current="step"]')?.textContent === 'e4');
  await press(page, 'End');
  await page.waitForFunction(() => document.querySelector('#moves [aria-current="step"]')?.textContent === 'e5');
  assert.equal(await current(), 'e5');
  assert.ok(await focusInList());
});

test('a Lielow stack leaves the board from the keyboard', ready, async () => {
  const { page } = await site.visitor();
  await newLocalGame(page, site.url, 'lielow');
  await page.locator('.board-frame').focus();
  await heard(page, /^e2, White stack of 1$/);
  await press(page, 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft');
  await heard(page, /^a2, White stack of 1$/);
  // A stack that cannot leave stays on the board at the edge.
  await press(page, 'ArrowLeft');
  await heard(page, /^Edge of the board$/);
  await press(page, 'Enter');
  await heard(page, /White stack of 1 on a2 picked up, \d+ moves: .*off the board/);
  await press(page, 'ArrowDown');
  await heard(page, /^a1, empty, you can move here$/);
  await press(page, 'ArrowLeft');
  await heard(page, /^Off the board: press Enter/);
  await screenshot(page, 'keyboard-lielow-off-board');
  await press(page, 'Enter');
  await waitForMoves(page, 1);
  assert.deepEqual(await moveList(page), ['a2-off']);
});
