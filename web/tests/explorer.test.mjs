// The opening explorer on the analysis board: two named players finish
// rated King of the Hill games and a Lielow game through the Board API
// (plain HTTP, as a program would); the analysis board of a finished game
// shows, at the start, the moves played with their games, results and
// average rating; clicking a move plays it and shows the next position's
// figures. Screenshots at 1280 and 360 pixels, in English and Portuguese.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiPlayer, useSite, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

/** A player without a browser (harness.mjs). */
const player = name => apiPlayer(site.url, name);

/** A rated game of `variant` played to `moves`, then resigned by `loser`; its id. */
async function finished(white, black, variant, moves, loser) {
  const made = await white.call('POST', '/api/games', { variant, opponent: 'friend', color: 'white', rated: true, clock: { initial: 600, increment: 5 } });
  await black.call('POST', `/api/games/${made.id}/join`);
  for (const [i, uci] of moves.entries()) await (i % 2 === 0 ? white : black).call('POST', `/api/board/game/${made.id}/move/${uci}`);
  await (loser === 'white' ? white : black).call('POST', `/api/board/game/${made.id}/resign`);
  return made.id;
}

/**
 * Waits until the panel shows figures for the position after `ply` plies —
 * `moves` rows, or exactly the moves named, in order (the step before may
 * have had as many rows, still shown for a moment after the move tree has
 * moved on) — and returns the rows as read at that same moment:
 * [move, games, bar's words, rating].
 */
async function showsAt(page, ply, moves) {
  const handle = await page.waitForFunction(
    ([n, want]) => {
      const count = typeof want === 'number' ? want : want.length;
      const current = document.querySelector('#move-tree .tree-move.current');
      const at = current ? [...document.querySelectorAll('#move-tree .tree-move')].indexOf(current) + 1 : 0;
      const body = document.getElementById('explorer-body');
      const trs = body ? [...body.querySelectorAll('tbody tr')] : [];
      if (at !== n || body?.dataset.state !== 'ready' || trs.length !== count) return false;
      const named = trs.map(tr => tr.querySelector('.explorer-play').textContent);
      if (typeof want !== 'number' && named.join(' ') !== want.join(' ')) return false;
      return trs.map(tr => [
        tr.querySelector('.explorer-play').textContent,
        tr.querySelector('.explorer-games').textContent,
        tr.querySelector('.explorer-bar').getAttribute('aria-label'),
        tr.querySelector('.explorer-rating').textContent,
      ]);
    },
    [ply, moves],
  );
  return handle.jsonValue();
}

test('the analysis board shows the moves played from each position and follows a click', ready, async () => {
  const ada = await player('Ada');
  const bo = await player('Boris');
  const first = await finished(ada, bo, 'kingofthehill', ['e2e4', 'e7e5', 'g1f3', 'b8c6'], 'black');
  await finished(ada, bo, 'kingofthehill', ['e2e4', 'c7c5'], 'white');
  await finished(ada, bo, 'kingofthehill', ['d2d4', 'd7d5'], 'white');

  const { page } = await site.visitor({ width: 1280, height: 900 });
  await page.goto(`${site.url}/analysis/kingofthehill?game=${first}&lang=en`);
  // The game opens at its end, where no game went on.
  await page.waitForFunction(() => document.getElementById('explorer-body')?.dataset.state === 'ready');
  await page.waitForFunction(() => /No game on Regalia has reached this position/.test(document.getElementById('explorer-body').textContent));
  await page.locator('[data-nav="first"]').click();
  const start = await showsAt(page, 0, ['e4', 'd4']);
  assert.deepEqual(start.map(r => r.slice(0, 3)), [
    ['e4', '2', 'White won 50%, Drawn 0%, Black won 50%'],
    ['d4', '1', 'White won 0%, Drawn 0%, Black won 100%'],
  ]);
  // Rated games: the players' average rating (about 1500 for new players).
  for (const r of start) assert.match(r[3], /^1[45]\d\d$/);
  assert.match(await page.locator('#explorer-body .explorer-note').textContent(), /^3 games from this position$/);
  await screenshot(page, 'explorer-1280-en');

  // A click on a move plays it: the board and the panel go one step on.
  await page.locator('#explorer-body .explorer-play', { hasText: 'e4' }).click();
  assert.deepEqual((await showsAt(page, 1, ['c5', 'e5'])).map(r => r.slice(0, 2)), [
    ['c5', '1'],
    ['e5', '1'],
  ]);
  await page.locator('#explorer-body tbody tr', { hasText: 'e5' }).click();
  assert.deepEqual((await showsAt(page, 2, ['Nf3'])).map(r => r.slice(0, 3)), [['Nf3', '1', 'White won 100%, Drawn 0%, Black won 0%']]);
  // Stepping back shows what was fetched before at once.
  await page.locator('[data-nav="prev"]').click();
  await showsAt(page, 1, ['c5', 'e5']);
});

test('Lielow moves in their own notation, in Portuguese, on a phone', ready, async () => {
  const cy = await player('Cyril');
  const di = await player('Dora');
  const rules = await (await fetch(`${site.url}/api/rules`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ variant: 'lielow', fen: null, moves: [] }) })).json();
  const [from, tos] = Object.entries(rules.dests)[0];
  const uci = `${from}${tos[0]}`;
  await finished(cy, di, 'lielow', [uci], 'black');
  const { page } = await site.visitor({ width: 360, height: 780 });
  await page.goto(`${site.url}/analysis/lielow?lang=pt-BR`);
  const [[move, games, bar]] = await showsAt(page, 0, 1);
  assert.match(move, /^[a-h][1-8][-x][a-h][1-8]$|-off$/);
  assert.equal(games, '1');
  assert.match(bar, /Brancas venceram 100\s?%/);
  assert.match(await page.locator('#explorer-title').textContent(), /Explorador de aberturas/);
  await page.locator('#explorer').scrollIntoViewIfNeeded();
  await screenshot(page, 'explorer-360-pt');
  // No network: said in words, and the figures come once it is back.
  await page.route('**/api/explorer/**', route => route.abort('internetdisconnected'));
  await page.locator('#explorer-body .explorer-play').click();
  await page.waitForFunction(() => document.getElementById('explorer-body')?.dataset.state === 'offline');
  assert.match(await page.locator('#explorer-body').textContent(), /sem conexão/);
  await page.unroute('**/api/explorer/**');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForFunction(() => document.getElementById('explorer-body')?.dataset.state === 'ready');
  assert.match(await page.locator('#explorer-body').textContent(), /Nenhuma partida no Regalia chegou a esta posição/);
});
