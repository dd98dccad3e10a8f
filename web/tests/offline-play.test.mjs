// The site installed and offline: after one visit, with the network gone
// (the browser offline and the server stopped), same-device King of the
// Hill and Lielow games start, play to their end and survive a reload; a
// page that needs the network (the analysis) says so. Also: the site
// installs (Chromium finds no installability error, installs and opens
// it), and pictures of the installed app at phone and desktop width, in
// English and Portuguese.

import { test } from 'node:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { useSite, startServer, clickMove, waitForMoves, moveList, squareCenter, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

/** Waits until the service worker controls the page and has kept what offline play needs. */
async function waitForOfflineReady(page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      if ((await cache.match('/local/')) && (await cache.match('/'))) return true;
    }
    return false;
  });
}

async function playMoves(page, moves, from = 0) {
  for (let i = 0; i < moves.length; i++) {
    await clickMove(page, moves[i]);
    await waitForMoves(page, from + i + 1);
  }
}

test('after one visit, same-device King of the Hill and Lielow games play to the end with no network', ready, async () => {
  // A server of this test's own, stopped halfway.
  const server = await startServer();
  const { context, page } = await site.visitor({ serviceWorkers: 'allow' });
  await page.goto(server.url + '/');
  await waitForOfflineReady(page);

  // The network goes: the browser says it is offline and the server is gone.
  await context.setOffline(true);
  await server.stop();

  // King of the Hill, started from the home page as kept.
  await page.reload();
  await page.locator('.game-card[data-variant="kingofthehill"] button[data-action="local"]').click();
  await page.waitForURL(/\/local\//);
  await page.waitForSelector('#board piece');
  // Typed moves (SAN, read by the rules in the browser), then clicks.
  for (const [text, count] of [['e4', 1], ['a6', 2], ['ke2', 3]]) {
    await page.locator('#move-input').fill(text);
    await page.locator('#move-input').press('Enter');
    await waitForMoves(page, count);
  }
  await playMoves(page, ['a6a5', 'e2d3', 'a5a4', 'd3d4'], 3);
  assert.deepEqual(await moveList(page), ['e4', 'a6', 'Ke2', 'a5', 'Kd3', 'a4', 'Kd4#']);
  await page.locator('#result').waitFor({ state: 'visible' });
  assert.equal(await page.locator('#result .result-reason').textContent(), "White's king reached the hill");
  // The analysis needs the network, and the page says so.
  await page.locator('#offline-note').waitFor({ state: 'visible' });
  assert.match(await page.locator('#offline-note').textContent(), /analysis .*need the network/);
  await screenshot(page, 'offline-koth-hill-win');
  await page.reload();
  await page.locator('#result').waitFor({ state: 'visible' });
  assert.equal((await moveList(page)).length, 7);

  await page.goto(server.url + '/');
  await page.locator('.game-card[data-variant="lielow"] button[data-action="local"]').click();
  await page.waitForURL(/\/local\//);
  await page.waitForSelector('#board piece');
  const lielowUrl = page.url();
  await playMoves(page, ['e2e1', 'f7g8']);
  // White's crowned stack walks off the board: Black wins (RULES.md V2).
  const e1 = await squareCenter(page, 'e1');
  await page.mouse.click(e1.x, e1.y);
  await page.locator('button[data-action="off-board"]').click();
  await waitForMoves(page, 3);
  assert.deepEqual(await moveList(page), ['e2-e1', 'f7-g8', 'e1-off']);
  await page.locator('#result').waitFor({ state: 'visible' });
  assert.equal(await page.locator('#result .result-title').textContent(), 'Black wins');
  await page.reload();
  await page.locator('#result').waitFor({ state: 'visible' });
  assert.equal(await page.locator('#result .result-title').textContent(), 'Black wins');
  assert.equal(page.url(), lielowUrl);

  // Both games are kept: the home page lists them, offline too.
  await page.goto(server.url + '/');
  await page.locator('#local-games .item').nth(1).waitFor();

  // The analysis board needs the network: offline, its page says so.
  await page.goto(lielowUrl);
  await page.locator('#analysis-link').click();
  await page.locator('.offline-page h1').waitFor();
  assert.equal(await page.locator('.offline-page h1').textContent(), 'You are offline');
  await screenshot(page, 'offline-analysis-needs-network');
  await context.close();
});

test('the site installs, and the installed app at phone and desktop width in two languages', ready, async () => {
  // Installing needs a browser profile of its own (a private context never
  // installs anything).
  const { chromium } = await import('playwright-core');
  for (const [lang, locale] of [['en', 'en-GB'], ['pt-BR', 'pt-BR']]) {
    const profile = mkdtempSync(path.join(tmpdir(), 'regalia-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.REGALIA_CHROMIUM ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
      viewport: { width: 360, height: 780 },
      locale,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${site.url}/?lang=${lang}`);
      await waitForOfflineReady(page);
      const cdp = await context.newCDPSession(page);
      const { url, errors } = await cdp.send('Page.getAppManifest');
      assert.match(url, new RegExp(`/manifest/${lang}\\.webmanifest$`));
      assert.deepEqual(errors, []);
      assert.deepEqual((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, []);
      // Installed, then opened as the phone's home screen opens it.
      await cdp.send('PWA.install', { manifestId: `${site.url}/` });
      const opened = context.waitForEvent('page');
      await cdp.send('PWA.launch', { manifestId: `${site.url}/` });
      const app = await opened;
      await app.waitForSelector('.game-card');
      assert.equal(new URL(app.url()).pathname, '/');
      for (const width of [360, 1280]) {
        await app.setViewportSize({ width, height: width === 360 ? 780 : 860 });
        await app.goto(`${site.url}/`);
        await screenshot(app, `installed-home-${lang}-${width}`);
        await app.locator('.game-card[data-variant="lielow"] button[data-action="local"]').click();
        await app.waitForURL(/\/local\//);
        await app.waitForSelector('#board piece');
        await playMoves(app, ['d2d3', 'e7e6']);
        await screenshot(app, `installed-lielow-${lang}-${width}`);
      }
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
});
