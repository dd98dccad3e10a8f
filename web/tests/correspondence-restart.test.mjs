// A correspondence game from the pages, across a server restart: days per
// move shortened to seconds (`--correspondence-day-ms`), a King of the Hill
// game played to the hill by clicks before and after a new server starts
// on the same database, and a second game won by a timeout claim once the
// opponent's days ran out.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBrowser, startServer, skipUnlessReady, clickMove, waitForMoves, screenshot } from './harness.mjs';

const ready = skipUnlessReady();

/** A correspondence game by link (days per move, host White), joined by the guest on its page. */
async function newGame(host, guest, url, days) {
  await host.goto(url + '/');
  const seat = await host.evaluate(async days => {
    const response = await fetch('/api/games', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ variant: 'kingofthehill', opponent: 'friend', color: 'white', days }),
    });
    return response.json();
  }, days);
  await host.goto(url + seat.url);
  await guest.goto(url + `/game/${seat.id}`);
  await guest.locator('button[data-action="join"]').click();
  await guest.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  await guest.waitForSelector('#board piece');
  await host.waitForSelector('#board piece');
  return { id: seat.id, host: new URL(host.url()).pathname, guest: new URL(guest.url()).pathname };
}

/** Plays `moves` in turn from ply `from`, White's on `white`, Black's on `black`; both pages see each. */
async function play(white, black, moves, from) {
  for (let i = 0; i < moves.length; i++) {
    const ply = from + i;
    await clickMove(ply % 2 === 0 ? white : black, moves[i]);
    await waitForMoves(white, ply + 1);
    await waitForMoves(black, ply + 1);
  }
}

async function outcome(page, id) {
  return page.evaluate(async id => (await (await fetch(`/api/games/${id}`)).json()).outcome, id);
}

test('a correspondence game is played to its end across a server restart, and a timeout is claimed', ready, async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'regalia-corr-'));
  const args = ['--db', `sqlite://${path.join(dir, 'regalia.db')}`, '--correspondence-day-ms', '3000'];
  const site = await startBrowser();
  let server = await startServer({ args });
  try {
    const host = (await site.visitor({ width: 1280, height: 900 })).page;
    const guest = (await site.visitor({ width: 360, height: 780, locale: 'pt-BR' })).page;
    const hill = await newGame(host, guest, server.url, 1);
    const moves = ['e2e3', 'e7e6', 'e1e2', 'e8e7', 'e2d3', 'e7d6', 'd3d4'];
    await play(host, guest, moves.slice(0, 3), 0);

    // A new server on the same database (and another port: the session cookie holds).
    await server.stop();
    server = await startServer({ args });
    await host.goto(server.url + hill.host);
    await guest.goto(server.url + hill.guest + '?lang=pt');
    await waitForMoves(host, 3);
    await waitForMoves(guest, 3);
    await play(host, guest, moves.slice(3), 3);
    await host.waitForFunction(async id => (await (await fetch(`/api/games/${id}`)).json()).status === 'finished', hill.id);
    await host.locator('body').filter({ hasText: "White's king reached the hill" }).waitFor();
    assert.deepEqual(await outcome(host, hill.id), { winner: 'white', reason: 'hill' });
    await screenshot(host, 'correspondence-restart-hill-1280');

    // One move each, then Black's day runs out: White claims the game.
    const late = await newGame(host, guest, server.url, 1);
    await play(host, guest, ['e2e3', 'e7e6', 'd2d3'], 0);
    const claim = host.locator('#actions [data-action="claim-victory"]');
    await claim.waitFor({ state: 'visible', timeout: 30000 });
    assert.equal(await claim.textContent(), "Claim the win (your opponent's time ran out)");
    await claim.click();
    await host.waitForFunction(async id => (await (await fetch(`/api/games/${id}`)).json()).status === 'finished', late.id);
    assert.deepEqual(await outcome(host, late.id), { winner: 'white', reason: 'timeout' });
    await guest.locator('body').filter({ hasText: 'O tempo das Pretas acabou' }).waitFor();
    await screenshot(guest, 'correspondence-timeout-360-pt');
  } finally {
    try {
      await site.close();
    } finally {
      await server.stop();
    }
    rmSync(dir, { recursive: true, force: true });
  }
});
