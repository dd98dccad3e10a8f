// A truthful lobby: a seek is listed while its creator's page is open and
// leaves a second browser's lobby within 10 s of that page closing; the
// online count includes the page itself and agrees with /api/lobby; a seek
// arriving never moves the game cards; the seek's line reads naturally.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

/** The page's own lobby socket has spoken (its counts include the page). */
async function lobbyLoaded(page) {
  await page.waitForFunction(() => !document.querySelector('#lobby .empty')?.textContent?.includes('…'));
  // The counts replaced "Looking for players…".
  await page.waitForFunction(() => !(document.querySelector('#live-counts .live-text')?.textContent ?? '…').includes('…'));
}

async function playButtonTop(page) {
  const box = await page.locator('.game-card[data-variant="chess"] button[data-action="local"]').boundingBox();
  return box?.y ?? -1;
}

test('a seek leaves a second browser\'s lobby within 10 s of its creator\'s page closing', ready, async () => {
  const watcher = await site.visitor({ width: 1280, height: 900 });
  await watcher.page.goto(site.url + '/');
  await lobbyLoaded(watcher.page);
  const topBefore = await playButtonTop(watcher.page);

  const creator = await site.visitor({ width: 1280, height: 900 });
  await creator.page.goto(site.url + '/');
  await creator.page.locator('#clock-select').selectOption('5+3');
  await creator.page.locator('.game-card[data-variant="kingofthehill"] button[data-action="seek"]').click();
  await creator.page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  await creator.page.waitForSelector('#board piece');

  // The seek reaches the watcher's lobby, in one natural line.
  const line = watcher.page.locator('#lobby li.seek .seek-line');
  await line.first().waitFor();
  assert.equal(await line.first().textContent(), 'Anonymous · King of the Hill · 5+3 · random colour');
  // The cards did not move when it arrived.
  assert.equal(await playButtonTop(watcher.page), topBefore);

  // Two browsers have a page open: both the page and the API say 2.
  await watcher.page.locator('#live-counts .live-text', { hasText: '2 players online' }).waitFor();
  const api = await watcher.page.evaluate(async () => (await (await fetch('/api/lobby')).json()).counts.players);
  assert.equal(api, 2);
  await screenshot(watcher.page, 'lobby-seek-en-1280');
  await watcher.page.setViewportSize({ width: 360, height: 780 });
  await screenshot(watcher.page, 'lobby-seek-en-360');

  // The same line in French.
  const french = await site.visitor({ width: 360, height: 780, locale: 'fr-FR' });
  await french.page.goto(site.url + '/');
  await french.page.locator('#lobby li.seek .seek-line').first().waitFor();
  assert.equal(
    await french.page.locator('#lobby li.seek .seek-line').first().textContent(),
    'Anonyme · Roi de la colline · 5+3 · couleur tirée au sort',
  );
  await screenshot(french.page, 'lobby-seek-fr-360');
  await french.page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(french.page, 'lobby-seek-fr-1280');
  await french.context.close();

  // The creator closes their page: gone from the lobby within 10 s.
  const closed = Date.now();
  await creator.context.close();
  await watcher.page.locator('#lobby li.seek').waitFor({ state: 'detached', timeout: 10_000 });
  const took = Date.now() - closed;
  assert.ok(took < 10_000, `the seek left after ${took} ms`);
  await watcher.page.locator('#lobby .empty').waitFor();
  await watcher.page.locator('#live-counts .live-text', { hasText: 'One player online' }).waitFor();
  await watcher.context.close();
});

test('your own seek in the lobby links to its game and is cancelled from there', ready, async () => {
  const creator = await site.visitor({ width: 1280, height: 900 });
  await creator.page.goto(site.url + '/');
  await creator.page.locator('.game-card[data-variant="chess"] button[data-action="seek"]').click();
  await creator.page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  await creator.page.waitForSelector('#board piece');
  const seatPath = new URL(creator.page.url()).pathname;
  // The same browser's home page, in another tab, while the seek waits.
  const home = await creator.context.newPage();
  await home.goto(site.url + '/');
  const own = home.locator('#lobby li.seek a.own-seek');
  await own.waitFor();
  assert.equal(await own.textContent(), 'Your seek: waiting for an opponent…');
  await home.waitForFunction(path => document.querySelector('#lobby li.seek a.own-seek')?.getAttribute('href') === path, seatPath);
  await screenshot(home, 'lobby-own-seek-en-1280');
  await home.locator('#lobby li.seek button', { hasText: 'Cancel' }).click();
  await home.locator('#lobby li.seek').waitFor({ state: 'detached' });
  // The game itself was aborted: its page says so.
  await creator.page.locator('#result .result-title').filter({ hasText: 'Aborted' }).waitFor();
  await creator.context.close();
});
