// Lessons and puzzles: one lesson completed per game (one failed and
// retried), progress kept over a reload; one puzzle solved per game and
// one failed (retry, then the solution shown), with the streak in the browser.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, clickMove, squareCenter, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

/** Waits until the trainer shows `ply` moves and lets the learner move (or not). */
async function waitForPly(page, ply, open = null) {
  await page.waitForFunction(
    ([n, o]) => {
      const el = document.querySelector('.trainer');
      return el?.dataset.ply === String(n) && (o === null || el.dataset.open === String(o));
    },
    [ply, open],
  );
}

async function waitForMessage(page, text) {
  await page.waitForFunction(t => document.getElementById('trainer-message')?.textContent?.includes(t), text);
}

/** Plays a learner move on the trainer board: clicks, a promotion choice, or a stack off the board. */
async function play(page, uci) {
  // The buttons under the board may have scrolled it away (narrow screens).
  await page.locator('#board').scrollIntoViewIfNeeded();
  if (uci.endsWith('off')) {
    const from = await squareCenter(page, uci.slice(0, 2));
    await page.mouse.click(from.x, from.y);
    const off = page.locator('[data-action="off-board"]');
    await off.waitFor({ state: 'visible' });
    await off.click();
    return;
  }
  await clickMove(page, uci.slice(0, 4));
  if (uci.length === 5) await page.locator(`#promotion .promotion-choice:has(piece.${uci[4]}-piece)`).click();
}

test('one lesson per game: a failed try, a retry, success, progress kept over a reload', ready, async () => {
  const { page } = await site.visitor();
  // King of the Hill, first lesson: two moves, with the opponent's scripted reply between.
  await page.goto(site.url + '/learn/kingofthehill');
  await page.locator('#lesson-title').filter({ hasText: 'Walk to the hill' }).waitFor();
  await waitForPly(page, 0, true);
  assert.equal(await page.locator('#lesson-progress').textContent(), '0 lessons of 6 done');
  await screenshot(page, 'learn-koth-start');
  // Walking away from the hill runs out of moves: the lesson says so.
  await play(page, 'c2b2');
  await waitForMessage(page, 'Your opponent answers Kh7.');
  await waitForPly(page, 2, true);
  await play(page, 'b2a2');
  await waitForMessage(page, 'The goal is not reached yet');
  await page.locator('[data-action="hint"]').click();
  await page.locator('#lesson-hint').waitFor({ state: 'visible' });
  await page.locator('[data-action="retry"]').click();
  await waitForPly(page, 0, true);
  await page.locator('[data-action="hint"]').click();
  await page.waitForFunction(() => document.querySelectorAll('#board svg g, #board cg-auto-pieces, #board svg line').length > 0);
  await play(page, 'c2d3');
  await waitForMessage(page, 'Your opponent answers Kh7.');
  await waitForPly(page, 2, true);
  await play(page, 'd3e4');
  await waitForMessage(page, 'Well done!');
  await page.locator('#lesson-progress').filter({ hasText: 'One lesson of 6 done' }).waitFor();
  await screenshot(page, 'learn-koth-done');
  // Reloading the lesson just done (its address is kept) goes on to the next.
  assert.match(page.url(), /#hill-walk$/);
  await page.reload();
  await page.locator('#lesson-title').filter({ hasText: 'A guarded hill square is no move' }).waitFor();
  // The progress is kept: a reload opens the next lesson, the first one ticked.
  await page.goto(site.url + '/learn/kingofthehill');
  await page.locator('#lesson-title').filter({ hasText: 'A guarded hill square is no move' }).waitFor();
  assert.match(await page.locator('.lesson-pick[data-lesson="hill-walk"]').getAttribute('class'), /\bdone\b/);

  // Racing Kings: the only free square of rank 8.
  await page.goto(site.url + '/learn/racingkings#race-attacked');
  await page.locator('#lesson-title').filter({ hasText: 'Never into an attack' }).waitFor();
  await waitForPly(page, 0, true);
  await play(page, 'f7g8');
  await waitForMessage(page, 'Well done!');

  // Lielow: a stack leaves the board through the off-board button.
  await page.goto(site.url + '/learn/lielow#lielow-off');
  await page.locator('#lesson-title').filter({ hasText: 'Moving off the board' }).waitFor();
  await waitForPly(page, 0, true);
  await play(page, 'a2off');
  await waitForMessage(page, 'Well done!');
  await screenshot(page, 'learn-lielow-done');
});

async function firstPuzzle(variant) {
  const response = await fetch(`${site.url}/api/puzzles/${variant}/next`);
  assert.equal(response.status, 200);
  return response.json();
}

for (const variant of ['kingofthehill', 'racingkings', 'lielow']) {
  test(`a ${variant} puzzle solved, then one failed and its solution shown`, ready, async () => {
    const { page } = await site.visitor();
    const puzzle = await firstPuzzle(variant);
    await page.goto(`${site.url}/puzzles/${variant}?id=${puzzle.id}`);
    await page.waitForFunction(id => document.querySelector('.trainer')?.dataset.puzzle === id, puzzle.id);
    // Named by its place in the list, not by its id.
    assert.match(await page.locator('#puzzle-meta').textContent(), /^Puzzle 1 · (Easy|Medium|Hard)$/);
    for (let i = 0; i < puzzle.moves.length; i += 2) {
      await waitForPly(page, i, true);
      await play(page, puzzle.moves[i]);
    }
    await waitForMessage(page, 'Solved!');
    await waitForPly(page, puzzle.moves.length);
    await page.locator('#puzzle-score').filter({ hasText: 'One puzzle solved · streak: one in a row' }).waitFor();
    await screenshot(page, `puzzle-${variant}-solved`);

    // The next puzzle comes from the server; a wrong first move is refused.
    await page.locator('[data-action="next"]').click();
    await page.waitForFunction(id => {
      const shown = document.querySelector('.trainer')?.dataset.puzzle;
      return shown && shown !== id;
    }, puzzle.id);
    await waitForPly(page, 0, true);
    const shown = await page.locator('.trainer').getAttribute('data-puzzle');
    const next = await (await fetch(`${site.url}/api/puzzles/${variant}/${shown}`)).json();
    const rules = await (
      await fetch(`${site.url}/api/rules`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ variant, fen: next.fen, moves: [] }),
      })
    ).json();
    const wrong = rules.legal.find(m => m !== next.moves[0] && !m.endsWith('off') && m.length === 4);
    assert.ok(wrong, 'a legal move other than the solution');
    await play(page, wrong);
    await waitForMessage(page, 'That is not the winning move.');
    await page.locator('#puzzle-score').filter({ hasText: 'streak: 0 in a row' }).waitFor();
    await screenshot(page, `puzzle-${variant}-wrong`);
    await page.locator('[data-action="retry"]').click();
    await waitForPly(page, 0, true);
    await page.locator('[data-action="solution"]').click();
    await waitForMessage(page, 'The solution is on the board.');
    await waitForPly(page, next.moves.length);
    await page.locator('[data-action="next"]').waitFor({ state: 'visible' });
    assert.match(await page.locator('#puzzle-score').textContent(), /One puzzle solved/);
  });
}

test('a puzzle found in a game played on the site links to that game; a self-play one does not', ready, async () => {
  const first = await firstPuzzle('kingofthehill');
  assert.equal(first.game, null, 'the shipped King of the Hill puzzles come from self-play');
  const { page } = await site.visitor();
  // The API answers this puzzle as `regalia puzzles from-games` would have
  // written it: with the id of the game it was found in.
  await page.route(`**/api/puzzles/kingofthehill/${first.id}`, async route => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), game: 'AbCd1234' } });
  });
  await page.goto(`${site.url}/puzzles/kingofthehill?id=${first.id}`);
  const source = page.locator('#puzzle-source a');
  await source.waitFor({ state: 'visible' });
  assert.equal(await source.getAttribute('href'), '/game/AbCd1234');
  assert.equal((await source.textContent()).trim(), 'From a game played on Regalia');
  await screenshot(page, 'puzzle-from-a-game');

  // Solved, the next puzzle (from self-play) shows no link.
  for (let i = 0; i < first.moves.length; i += 2) {
    await waitForPly(page, i, true);
    await play(page, first.moves[i]);
  }
  await waitForMessage(page, 'Solved!');
  await page.locator('[data-action="next"]').click();
  await page.waitForFunction(id => {
    const shown = document.querySelector('.trainer')?.dataset.puzzle;
    return shown && shown !== id;
  }, first.id);
  await page.locator('#puzzle-source').waitFor({ state: 'hidden' });

  // In French, the same link in French.
  const french = await site.visitor({ width: 1280, height: 900, locale: 'fr-FR' });
  await french.page.route(`**/api/puzzles/kingofthehill/${first.id}`, async route => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), game: 'AbCd1234' } });
  });
  await french.page.goto(`${site.url}/puzzles/kingofthehill?id=${first.id}`);
  const lien = french.page.locator('#puzzle-source a');
  await lien.waitFor({ state: 'visible' });
  assert.equal((await lien.textContent()).trim(), "Tiré d'une partie jouée sur Regalia");
  await screenshot(french.page, 'puzzle-from-a-game-fr-1280');
  await french.context.close();
});

test('puzzle API: unknown puzzle 404, unknown game 400, a game without puzzles 404', ready, async () => {
  const get = path => fetch(site.url + path);
  assert.equal((await get('/api/puzzles/lielow/next?after=nope')).status, 404);
  assert.equal((await get('/api/puzzles/lielow/nope')).status, 404);
  assert.equal((await get('/api/puzzles/draughts/next')).status, 400);
  assert.equal((await get('/api/puzzles/chess/next')).status, 404);
  const body = await (await get('/api/puzzles/draughts/next')).json();
  assert.match(body.error, /draughts/);
  assert.equal((await get('/puzzles/chess')).status, 404);
});
