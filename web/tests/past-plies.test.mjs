// The game page shows any past ply from the game's own snapshot and move
// events (each move carries the position it led to): stepping back through
// an online game never sends the move list to POST /api/rules.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite, clickMove, waitForMoves, expectPiece, pieceAt, screenshot, startComputerGame,
} from './harness.mjs';

const site = useSite();
const { ready } = site;

/** Counts the page's calls to the rules endpoint. */
function countRulesCalls(page) {
  const calls = { n: 0 };
  page.on('request', request => {
    if (new URL(request.url()).pathname === '/api/rules') calls.n++;
  });
  return calls;
}

/** Every piece on the board: square → class list, once no piece is moving. */
async function boardPieces(page) {
  await page.waitForFunction(() => !document.querySelector('#board piece.anim, #board piece.fading'));
  return page.evaluate(() => {
    const pieces = {};
    for (const el of document.querySelectorAll('#board cg-board piece')) {
      if (!el.classList.contains('ghost') && !el.cgFading) pieces[el.cgKey] = el.className;
    }
    return Object.fromEntries(Object.entries(pieces).sort());
  });
}

/** Waits (up to 5 s) for the board to show exactly `want`, then checks it. */
async function expectBoard(page, want) {
  const until = Date.now() + 5000;
  let now = await boardPieces(page);
  while (JSON.stringify(now) !== JSON.stringify(want) && Date.now() < until) {
    await new Promise(resolve => setTimeout(resolve, 50));
    now = await boardPieces(page);
  }
  assert.deepEqual(now, want, 'the last ply shows the game as it stands');
}

for (const [lang, locale, pastText] of [
  ['en', 'en-GB', /earlier position/],
  ['fr', 'fr-FR', /position antérieure/],
]) {
  test(`past plies of an online game come from the game itself (${lang})`, ready, async () => {
    const { page } = await site.visitor({ width: 1280, height: 900, locale });
    const rules = countRulesCalls(page);
    await startComputerGame(page, site.url, 'kingofthehill');
    await clickMove(page, 'e2e4');
    await waitForMoves(page, 2);
    await page.locator('#status').filter({ hasNotText: pastText }).waitFor();
    await clickMove(page, 'd2d4');
    await waitForMoves(page, 4);
    // The computer's reply may take on d4 or e4: the game as it stands is
    // whatever the board shows now, before any stepping back.
    const live = await boardPieces(page);

    // The first move: e4 is played, d2 still at home.
    await page.locator('#moves button.move[data-ply="1"]').click();
    await page.locator('#moves button.move[data-ply="1"][aria-current="step"]').waitFor();
    await page.locator('#status').filter({ hasText: pastText }).waitFor();
    await expectPiece(page, 'e4', /white .*p-piece/);
    await expectPiece(page, 'd2', /white .*p-piece/);
    assert.equal(await pieceAt(page, 'e2'), null);
    await screenshot(page, `past-ply-1280-${lang}`);

    // The start, then back to the game as it stands.
    await page.locator('[data-nav="first"]').click();
    await expectPiece(page, 'e2', /white .*p-piece/);
    assert.equal(await pieceAt(page, 'e4'), null);
    await page.locator('[data-nav="last"]').click();
    await expectBoard(page, live);
    await page.locator('#status').filter({ hasNotText: pastText }).waitFor();

    // After a reload the snapshot alone gives every ply.
    await page.reload();
    await waitForMoves(page, 4);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.locator('#moves button.move[data-ply="3"]').click();
    await page.locator('#status').filter({ hasText: pastText }).waitFor();
    await expectPiece(page, 'd4', /white .*p-piece/);
    await expectPiece(page, 'e4', /white .*p-piece/);
    await screenshot(page, `past-ply-360-${lang}`);

    assert.equal(rules.n, 0, 'no move list was sent to /api/rules');
  });
}
