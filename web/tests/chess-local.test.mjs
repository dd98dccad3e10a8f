// A same-device chess game: a draw claim offered only when the rule allows
// it, moves typed in SAN, and a promotion chosen in the chooser.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, newLocalGame, clickMove, waitForMoves, moveList, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

async function typeMove(page, text) {
  await page.locator('#move-input').fill(text);
  await page.locator('#move-input').press('Enter');
}

test('threefold repetition: the claim appears only once available and ends the game', ready, async () => {
  const { page } = await site.visitor();
  await newLocalGame(page, site.url, 'chess');
  const claim = page.locator('button[data-action="claim-threefold"]');
  const moves = ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1'];
  for (let i = 0; i < moves.length; i++) {
    await typeMove(page, moves[i]);
    await waitForMoves(page, i + 1);
    assert.equal(await claim.isVisible(), false, `no claim after ${moves[i]}`);
  }
  await typeMove(page, 'Ng8');
  await waitForMoves(page, 8);
  await claim.waitFor({ state: 'visible' });
  assert.equal(await claim.textContent(), 'Claim a draw (threefold repetition)');
  await claim.click();
  await page.locator('#result').waitFor({ state: 'visible' });
  assert.equal(await page.locator('#result .result-title').textContent(), 'Draw');
  assert.equal(await page.locator('#result .result-reason').textContent(), 'Draw by threefold repetition');
  await screenshot(page, 'chess-local-threefold');
});

test('a typed move that is not legal is refused with a message and changes nothing', ready, async () => {
  const { page } = await site.visitor();
  await newLocalGame(page, site.url, 'chess');
  await typeMove(page, 'e2e5');
  await page.locator('#game-error').filter({ hasText: 'e2e5 is not a legal move here: no piece of the side to move can make that move.' }).waitFor();
  await typeMove(page, 'hello');
  await page.locator('#game-error').filter({ hasText: '“hello” is not a move.' }).waitFor();
  assert.deepEqual(await moveList(page), []);
});

test('SAN typed in lower case is read as the piece when it names one legal move', ready, async () => {
  const { page } = await site.visitor();
  await newLocalGame(page, site.url, 'chess');
  // `bb2` is no pawn move, so it is the bishop's; `bxc4` is SAN for the
  // b-pawn's capture and stays that, though the bishop on f1 could take too.
  for (const [i, text] of ['nf3', 'c5', 'b3', 'nc6', 'bb2', 'c4', 'e3', 'qa5', 'bxc4'].entries()) {
    await typeMove(page, text);
    await waitForMoves(page, i + 1);
  }
  assert.deepEqual(await moveList(page), ['Nf3', 'c5', 'b3', 'Nc6', 'Bb2', 'c4', 'e3', 'Qa5', 'bxc4']);
  // Black too: `nd4` is the knight on c6's move.
  await typeMove(page, 'nd4');
  await waitForMoves(page, 10);
  assert.equal((await moveList(page))[9], 'Nd4');
});

test('promotion: the chooser offers the pieces and plays the one picked', ready, async () => {
  const { page } = await site.visitor();
  await newLocalGame(page, site.url, 'chess');
  const moves = ['a2a4', 'b7b5', 'a4b5', 'a7a6', 'b5a6', 'c8b7', 'a6b7', 'b8c6'];
  for (let i = 0; i < moves.length; i++) {
    await clickMove(page, moves[i]);
    await waitForMoves(page, i + 1);
  }
  await clickMove(page, 'b7a8');
  const chooser = page.locator('#promotion');
  await chooser.waitFor({ state: 'visible' });
  assert.equal(await chooser.locator('button.promotion-choice').count(), 4);
  await screenshot(page, 'chess-local-promotion-chooser');
  await chooser.locator('button[aria-label="Knight"]').click();
  await waitForMoves(page, 9);
  assert.equal((await moveList(page))[8], 'bxa8=N');
});

test('a refused typed move says the rule it breaks: a pinned piece', ready, async () => {
  const { page } = await site.visitor();
  await newLocalGame(page, site.url, 'chess');
  for (const [i, move] of ['e4', 'e5', 'd3', 'Bb4+', 'Nd2', 'Nc6'].entries()) {
    await typeMove(page, move);
    await waitForMoves(page, i + 1);
  }
  // The d2 knight shields the king from the b4 bishop.
  await typeMove(page, 'Nb3');
  await page.locator('#game-error').filter({ hasText: 'Nb3 is not a legal move here: that piece is pinned, and moving it would leave its own king in check.' }).waitFor();
  assert.equal((await moveList(page)).length, 6);
});
