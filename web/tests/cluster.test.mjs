// Two nodes of one cluster (PostgreSQL + Redis): the players' pages are on
// different nodes; the node that runs the game is killed, and the pages
// carry on on the other node, the way they would behind a load balancer.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { startServer, startBrowser, skipUnlessReady, clickMove, waitForMoves, moveList, screenshot } from './harness.mjs';

const postgres = process.env.REGALIA_TEST_POSTGRES;
const redis = process.env.REGALIA_TEST_REDIS;

function readiness() {
  const ready = skipUnlessReady();
  if (ready.skip) return ready;
  if (postgres && redis) return {};
  const missing = postgres ? 'REGALIA_TEST_REDIS' : 'REGALIA_TEST_POSTGRES';
  // In CI the test runs and fails on the missing service.
  if (process.env.CI === 'true') return {};
  return { skip: `${missing} is not set (scripts/test sets it)` };
}

const ready = readiness();
const database = `regalia_web_${randomBytes(6).toString('hex')}`;
let nodes = [];
let browser;

function psql(sql) {
  execFileSync('psql', [postgres, '-qc', sql], { stdio: ['ignore', 'ignore', 'pipe'] });
}

before(async () => {
  if (ready.skip) return;
  assert.ok(postgres && redis, 'REGALIA_TEST_POSTGRES and REGALIA_TEST_REDIS are set in CI by scripts/test');
  psql(`CREATE DATABASE ${database}`);
  const url = new URL(postgres);
  url.pathname = `/${database}`;
  const args = ['--db', url.toString(), '--bus', redis];
  nodes = [await startServer({ args }), await startServer({ args })];
  browser = await startBrowser();
});
after(async () => {
  try {
    await browser?.close();
  } finally {
    for (const node of nodes) await node.stop();
    if (!ready.skip && postgres) psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  }
});

async function myColor(page) {
  await page.waitForSelector('.player-bottom[data-color]');
  return page.locator('.player-bottom').getAttribute('data-color');
}

/** The same path on another node. */
function on(node, pageUrl) {
  const u = new URL(pageUrl);
  return node.url + u.pathname + u.search;
}

test('players on two nodes: the node running their game dies and the game goes on on the other', ready, async () => {
  const [first, second] = nodes;
  // The host makes the game on the first node, which runs it.
  const host = await browser.visitor();
  await host.page.goto(first.url + '/');
  await host.page.locator('.game-card[data-variant="chess"] button[data-action="friend"]').click();
  await host.page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  const share = host.page.locator('#share-link');
  await host.page.waitForFunction(() => document.getElementById('share-link')?.value.includes('/game/'));
  const link = await share.inputValue();

  // The guest opens the link on the second node and joins there.
  const guest = await browser.visitor();
  await guest.page.goto(on(second, link));
  await guest.page.locator('#join-box button[data-action="join"]').click();
  await guest.page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);

  const hostIsWhite = (await myColor(host.page)) === 'white';
  let white = hostIsWhite ? host.page : guest.page;
  let black = hostIsWhite ? guest.page : host.page;
  await white.locator('#status').filter({ hasText: 'Your turn' }).waitFor();
  await clickMove(white, 'e2e4');
  await waitForMoves(black, 1);
  await black.locator('#status').filter({ hasText: 'Your turn' }).waitFor();
  await clickMove(black, 'e7e5');
  await waitForMoves(white, 2);

  // The first node dies without a word.
  first.child.kill('SIGKILL');
  // The page on the first node goes where a load balancer would send it:
  // the same address on the surviving node.
  const hostOn = on(second, host.page.url());
  await host.page.goto(hostOn);
  if (hostIsWhite) white = host.page;
  else black = host.page;
  // Both pages get the game back from the second node, which has taken it
  // over with both moves, and play goes on.
  for (const page of [white, black]) {
    await waitForMoves(page, 2);
    assert.deepEqual(await moveList(page), ['e4', 'e5']);
  }
  await white.locator('#status').filter({ hasText: 'Your turn' }).waitFor({ timeout: 20000 });
  await clickMove(white, 'g1f3');
  await waitForMoves(black, 3);
  assert.deepEqual(await moveList(black), ['e4', 'e5', 'Nf3']);
  await black.locator('#status').filter({ hasText: 'Your turn' }).waitFor();
  await clickMove(black, 'b8c6');
  await waitForMoves(white, 4);
  assert.deepEqual(await moveList(white), ['e4', 'e5', 'Nf3', 'Nc6']);
  await screenshot(guest.page, 'cluster-guest-after-takeover');
});
