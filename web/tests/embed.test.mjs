// A game embedded in a page of another site (a second HTTP server on
// another port and host name): the board shows in the iframe, follows a
// live move, steps through the moves with the arrows, and the result
// appears when the game ends. The game page's share buttons give the
// pictures and the <iframe> code.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { useSite, clickMove, waitForMoves, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

/** A page of another site that frames `src`; its address. */
async function otherSite(src) {
  const server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Another site</title><h1>My blog</h1><iframe id="embedded" src="${src}" width="400" height="600" style="border:0"></iframe>`);
  });
  await new Promise(resolve => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://localhost:${server.address().port}/`, close: () => new Promise(resolve => server.close(resolve)) };
}

/** The piece on `square` of the embedded board (its class list), or null. */
async function embeddedPiece(frame, square) {
  await frame.waitForFunction(() => !document.querySelector('#board piece.anim, #board piece.fading'));
  return frame.evaluate(sq => {
    for (const el of document.querySelectorAll('#board cg-board piece')) {
      if (el.cgKey === sq && !el.cgFading) return el.className;
    }
    return null;
  }, square);
}

async function showsPly(frame, ply) {
  await frame.waitForFunction(n => document.getElementById('embed')?.dataset.ply === String(n), ply);
}

test('a game embedded on another site shows the board, follows it live and steps through its moves', ready, async () => {
  const host = await site.visitor();
  await host.page.goto(site.url + '/?lang=en');
  await host.page.locator('.game-card[data-variant="chess"] button[data-action="friend"]').click();
  await host.page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  await host.page.waitForFunction(() => document.getElementById('share-link').value.includes('/game/'));
  const link = await host.page.locator('#share-link').inputValue();
  const id = link.split('/').pop();
  const guest = await site.visitor();
  await guest.page.goto(link);
  await guest.page.locator('#join-box button[data-action="join"]').click();
  await guest.page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  const hostWhite = (await host.page.locator('.player-bottom').getAttribute('data-color')) === 'white';
  const [white, black] = hostWhite ? [host.page, guest.page] : [guest.page, host.page];
  await white.waitForSelector('#board piece');
  const moves = [['e2e4', white], ['e7e5', black], ['g1f3', white], ['b8c6', black]];
  for (const [i, [uci, page]] of moves.entries()) {
    await page.locator('#status').filter({ hasText: 'Your turn' }).waitFor();
    await clickMove(page, uci);
    await waitForMoves(white, i + 1);
  }

  const other = await otherSite(`${site.url}/embed/${id}`);
  try {
    const reader = await site.visitor({ width: 900, height: 800 });
    await reader.page.goto(other.url);
    const frame = reader.page.frameLocator('#embedded');
    await frame.locator('#board piece').first().waitFor();
    const inner = reader.page.frame({ url: /\/embed\// });
    assert.ok(inner, 'the embed is a frame of the other site\'s page');
    await waitForMoves(inner, 4);
    await showsPly(inner, 4);
    assert.match(await embeddedPiece(inner, 'c6'), /^(?=.*\bn-piece\b)(?=.*\bblack\b)/);

    // A move played now reaches the embed.
    await white.locator('#status').filter({ hasText: 'Your turn' }).waitFor();
    await clickMove(white, 'f1b5');
    await waitForMoves(inner, 5);
    await showsPly(inner, 5);
    assert.match(await embeddedPiece(inner, 'b5'), /^(?=.*\bb-piece\b)(?=.*\bwhite\b)/);

    // The arrows step back and forth.
    await frame.locator('button[data-nav="prev"]').click();
    await showsPly(inner, 4);
    assert.equal(await embeddedPiece(inner, 'b5'), null);
    await frame.locator('button[data-nav="prev"]').click();
    await showsPly(inner, 3);
    assert.match(await embeddedPiece(inner, 'b8'), /^(?=.*\bn-piece\b)(?=.*\bblack\b)/);
    await frame.locator('button[data-nav="first"]').click();
    await showsPly(inner, 0);
    assert.match(await embeddedPiece(inner, 'e2'), /^(?=.*\bp-piece\b)(?=.*\bwhite\b)/);
    await frame.locator('button[data-nav="next"]').click();
    await showsPly(inner, 1);
    assert.match(await embeddedPiece(inner, 'e4'), /^(?=.*\bp-piece\b)(?=.*\bwhite\b)/);
    await frame.locator('button[data-nav="last"]').click();
    await showsPly(inner, 5);
    await inner.waitForFunction(() => !document.querySelector('piece.anim, piece.fading'));
    await screenshot(reader.page, 'embed-on-another-site');

    // The end of the game shows there too.
    await black.locator('button[data-action="resign"]').click();
    await frame.locator('#embed-result').filter({ hasText: 'White wins' }).waitFor();

    // The finished game's page offers its pictures and the embed code.
    await white.locator('#gif-link').waitFor({ state: 'visible' });
    assert.equal(await white.locator('#gif-link').getAttribute('href'), `/game/${id}.gif`);
    assert.equal(await white.locator('#png-link').getAttribute('href'), `/game/${id}.png`);
    await white.locator('#embed-button').click();
    const code = await white.locator('#embed-code').inputValue();
    assert.equal(code, `<iframe src="${site.url}/embed/${id}" width="400" height="600" title="Chess" style="border:0"></iframe>`);
    await screenshot(white, 'share-buttons');
  } finally {
    await other.close();
  }
});
