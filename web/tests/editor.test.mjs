// The board editor: building positions by click, drag and keyboard, the
// rules' verdict in words, the position text in and out, and games
// started from the position built.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, squareCenter, expectPiece, clickMove, waitForMoves, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

/** Clicks a square of the editor's board. */
async function clickSquare(page, square) {
  await page.locator('#board').scrollIntoViewIfNeeded();
  const point = await squareCenter(page, square);
  await page.mouse.click(point.x, point.y);
}

/** Waits for the stack or piece of `role` and `color` on a square of the board. */
async function expectRole(page, square, role, color) {
  await expectPiece(page, square, new RegExp(`^(?=.*\\b${role}\\b)(?=.*\\b${color}\\b)`));
}

/** Chooses a palette piece or tool (`w3`, `bk`, `crown`, `erase`, `pointer`). */
async function choose(page, tool) {
  await page.locator(`#editor [data-tool="${tool}"]`).click();
  await page.locator(`#editor [data-tool="${tool}"][aria-pressed="true"]`).waitFor();
}

/** Waits for the verdict on exactly this position text. */
async function waitForText(page, text) {
  try {
    await page.waitForFunction(t => document.querySelector('#editor-text')?.value === t, text, { timeout: 10000 });
  } catch (error) {
    const shown = await page.locator('#editor-text').inputValue();
    await screenshot(page, 'editor-failure');
    assert.equal(shown, text, `the position text (${error.message})`);
  }
}

async function waitForValid(page) {
  await page.locator('#editor-verdict.valid').waitFor();
  await page.locator('button[data-play="computer"]:not([disabled])').waitFor();
}

test('a Lielow position with a crowned 3-stack, built by click and drag, starts a computer game', ready, async () => {
  const { page } = await site.visitor();
  await page.goto(site.url + '/editor/lielow');
  await page.locator('#editor-verdict.valid').waitFor();
  await page.locator('button[data-action="clear"]').click();
  await waitForText(page, '8/8/8/8/8/8/8/8 w -');
  // An empty board: both players are still in the game but have no stack.
  await page.locator('#editor-problems li[data-code="lielow-no-stacks"]').first().waitFor();

  await choose(page, 'w3');
  await clickSquare(page, 'd4');
  await choose(page, 'crown');
  await clickSquare(page, 'd4');
  await choose(page, 'b2');
  await clickSquare(page, 'h8');
  await choose(page, 'crown');
  await clickSquare(page, 'h8');
  await choose(page, 'b1');
  await clickSquare(page, 'c7');
  // A stack dragged from the palette onto the board.
  await page.locator('#palette-white').scrollIntoViewIfNeeded();
  const from = await page.locator('#palette-white [data-tool="w1"]').boundingBox();
  const to = await squareCenter(page, 'a1');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y - 30, { steps: 6 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();

  const text = '7B2*/2B15/8/8/3W3*4/8/8/W17 w -';
  await waitForText(page, text);
  await waitForValid(page);
  await expectRole(page, 'd4', 'pc-piece', 'white');
  assert.equal(await page.locator('#editor-verdict .verdict-line').textContent(), 'Valid position. White to play.');
  await screenshot(page, 'editor-lielow-360');

  await page.locator('input[name="play-color"][value="white"]').check();
  await page.locator('#editor-level').selectOption('1');
  await page.locator('button[data-play="computer"]').click();
  await page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  // The game page shows the position built, crowns and all.
  await expectRole(page, 'd4', 'pc-piece', 'white');
  await expectRole(page, 'h8', 'pb-piece', 'black');
  await expectRole(page, 'c7', 'a-piece', 'black');
  await expectRole(page, 'a1', 'a-piece', 'white');
  const id = /\/game\/([A-Za-z0-9]+)\//.exec(page.url())[1];
  const game = await page.evaluate(async gameId => (await fetch(`/api/games/${gameId}`)).json(), id);
  assert.equal(game.initialFen, text);
  assert.equal(game.players.black.kind, 'computer');
  // The computer answers a move made from that position.
  await clickMove(page, 'd4d1');
  await waitForMoves(page, 2);
  await screenshot(page, 'editor-lielow-computer-game');
});

test('an impossible position is explained in the page language and nothing can start from it', ready, async () => {
  const { page } = await site.visitor({ width: 1280, height: 900, locale: 'fr-FR' });
  await page.goto(site.url + '/editor/racingkings?lang=fr');
  await waitForValid(page);
  await page.locator('button[data-action="clear"]').click();
  const missing = page.locator('#editor-problems li[data-code="missing-king"]');
  await missing.nth(1).waitFor();
  assert.deepEqual(await missing.allTextContents(), ["Les Blancs n'ont pas de roi.", "Les Noirs n'ont pas de roi."]);
  for (const kind of ['computer', 'friend', 'local']) {
    assert.equal(await page.locator(`button[data-play="${kind}"]`).isDisabled(), true, kind);
  }
  assert.equal(await page.locator('#editor-analyse').getAttribute('aria-disabled'), 'true');
  assert.equal(await page.locator('#editor-analyse').getAttribute('href'), null);

  // Pawns, pasted: loaded so they can be removed, and named as the problem.
  await page.locator('#editor-text').fill('8/8/8/8/8/8/krbnNBRK/qrbnPBRQ w - - 0 1');
  await page.locator('#editor-text-form button[type="submit"]').click();
  const pawns = page.locator('#editor-problems li[data-code="racing-kings-pawns"]');
  await pawns.waitFor();
  assert.equal(await pawns.textContent(), 'La course des rois se joue sans pions.');
  assert.equal(await page.locator('button[data-play="computer"]').isDisabled(), true);
  await screenshot(page, 'editor-racingkings-invalid-fr-1280');

  // Mended by keyboard: the eraser on e1, then a knight there.
  await choose(page, 'erase');
  await page.locator('#editor-frame').focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await waitForText(page, '8/8/8/8/8/8/krbnNBRK/qrbn1BRQ w - - 0 1');
  await choose(page, 'wn');
  await page.locator('#editor-frame').focus();
  await page.keyboard.press('Enter');
  await waitForText(page, '8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1');
  await waitForValid(page);
  assert.equal(await page.locator('#editor-analyse').getAttribute('href'), '/analysis/racingkings?fen=8%2F8%2F8%2F8%2F8%2F8%2FkrbnNBRK%2FqrbnNBRQ%20w%20-%20-%200%201');

  // A text that is no position at all changes nothing.
  await page.locator('#editor-text').fill('this is not a position');
  await page.locator('#editor-text-form button[type="submit"]').click();
  await page.locator('#editor-text-error:not([hidden])').waitFor();
  assert.equal(await page.locator('#editor-text-error').textContent(), "Ce texte n'est pas une position de ce jeu : rien n'a été changé.");
  await expectRole(page, 'e1', 'n-piece', 'white');
  assert.equal(await page.locator('button[data-play="computer"]').isDisabled(), false);

  // A friend's invitation from the position, with a clock.
  await page.locator('#editor-clock').selectOption('5+3');
  await page.locator('button[data-play="friend"]').click();
  await page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  await page.locator('#share-box').waitFor();
  const id = /\/game\/([A-Za-z0-9]+)\//.exec(page.url())[1];
  const game = await page.evaluate(async gameId => (await fetch(`/api/games/${gameId}`)).json(), id);
  assert.equal(game.initialFen, '8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1');
  assert.equal(game.clock.initial, 300000);
});

test('a chess and a King of the Hill FEN pasted in come back out unchanged', ready, async () => {
  const { page } = await site.visitor();
  const cases = [
    ['chess', 'rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3', 'Valid position. Black to play.'],
    ['kingofthehill', 'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4', 'Valid position. White to play.'],
    ['kingofthehill', '4k3/8/8/8/8/8/8/R3K2R w Q - 12 40', 'Valid position. White to play.'],
  ];
  for (const [variant, fen, verdict] of cases) {
    await page.goto(`${site.url}/editor/${variant}`);
    await waitForValid(page);
    await page.locator('#editor-text').fill(fen);
    await page.locator('#editor-text-form button[type="submit"]').click();
    await page.locator('#editor-text').blur();
    await waitForText(page, fen);
    await waitForValid(page);
    // The verdict of the previous position may still show while the new one
    // is judged: wait for the new one, then say what was shown if it never came.
    await page
      .waitForFunction(v => document.querySelector('#editor-verdict .verdict-line')?.textContent === v, verdict, { timeout: 10000 })
      .catch(() => {});
    assert.equal(await page.locator('#editor-verdict .verdict-line').textContent(), verdict);
  }
  // The last one's fields: only White's long castling, which its rooks allow.
  const rights = await page.locator('input[name="castling"]:checked').evaluateAll(boxes => boxes.map(b => b.value));
  assert.deepEqual(rights, ['Q']);
  assert.equal(await page.locator('input[name="castling"][value="k"]').isDisabled(), true);
  await page.locator('input[name="castling"][value="K"]').check();
  await waitForText(page, '4k3/8/8/8/8/8/8/R3K2R w KQ - 12 40');
  // And through the page address, as the analysis board's links give it.
  const fen = 'rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3';
  await page.goto(`${site.url}/editor/chess?fen=${encodeURIComponent(fen)}`);
  await waitForText(page, fen);
  assert.equal(await page.locator('#editor-ep').inputValue(), 'e3');
  await screenshot(page, 'editor-chess-360');

  // Played on this device from that position: Black moves first.
  await page.locator('button[data-play="local"]').click();
  await page.waitForURL(/\/local\//);
  await expectRole(page, 'd4', 'p-piece', 'black');
  await clickMove(page, 'd4e3');
  await waitForMoves(page, 1);
  await expectRole(page, 'e3', 'p-piece', 'black');
  assert.equal(await page.locator('#moves .move-number').first().textContent(), '3.');
  // The home page's list of games says whose turn it is from that start.
  await page.goto(site.url + '/');
  await page.locator('#local-games').getByText('White to play').waitFor();
});
