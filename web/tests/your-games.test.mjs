// "Your games" on the home page: the games this browser holds a seat in,
// from the server and from this device; labelled computer levels.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, clickMove, waitForMoves, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

test('a computer game left for the home page is listed there and resumes in one click', ready, async () => {
  const { page } = await site.visitor();
  await page.goto(site.url + '/');
  const card = page.locator('.game-card[data-variant="kingofthehill"]');
  await card.locator('details.ai-setup > summary').click();
  // Levels are named, not bare numbers, each with its rating in this game, rising.
  const labels = await card.locator('select[name="level"] option').allTextContents();
  assert.equal(labels.length, 8);
  assert.match(labels[0], /^1 · about \d+ · Beginner$/);
  assert.match(labels[7], /^8 · about \d+ · Strongest$/);
  const ratings = labels.map(label => Number(/about (\d+)/.exec(label)?.[1]));
  for (let i = 1; i < ratings.length; i++) assert.ok(ratings[i] > ratings[i - 1], `${labels[i]} above ${labels[i - 1]}`);
  const casual = /about \d+/.exec(labels[2])[0];
  await card.locator('select[name="level"]').selectOption('3');
  await card.locator('input[name="color"][value="white"]').check();
  await card.locator('form.ai-form button[type="submit"]').click();
  await page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  const gameUrl = new URL(page.url()).pathname;
  await page.waitForSelector('#board piece');
  assert.equal(await page.locator('.player-top .player-name').textContent(), `Computer, level 3 · Casual · ${casual}`);
  await clickMove(page, 'e2e4');
  await waitForMoves(page, 2);
  await page.locator('#status').filter({ hasText: 'Your turn' }).waitFor();

  // Gone to the home page: the game waits there, marked as your turn.
  await page.goto(site.url + '/');
  const item = page.locator('#local-games .mine-unfinished .item').first();
  await item.waitFor();
  const text = await item.textContent();
  assert.match(text, /King of the Hill/);
  assert.match(text, /Your turn/);
  assert.ok(text.includes(`against the computer, Casual · ${casual}`), text);
  assert.match(text, /you play White/);
  assert.match(text, /1 move/);
  assert.equal(await item.locator('a.button').textContent(), 'Resume');
  assert.equal(await item.locator('a.button').getAttribute('href'), gameUrl);
  // Your games come before the cards when there is one to resume.
  const above = await page.evaluate(() => {
    const mine = document.getElementById('local-games').getBoundingClientRect().top;
    const cards = document.querySelector('.game-grid').getBoundingClientRect().top;
    return mine < cards;
  });
  assert.ok(above, 'the game to resume is above the game cards');
  await screenshot(page, 'your-games-computer-360');

  await item.locator('a.button').click();
  await page.waitForURL(url => url.pathname === gameUrl);
  await waitForMoves(page, 2);
  await page.locator('#status').filter({ hasText: 'Your turn' }).waitFor();

  // Resigned, it moves to the finished games with its result and a View link.
  await page.locator('button[data-action="resign"]').click();
  await page.locator('#result').waitFor({ state: 'visible' });
  await page.goto(site.url + '/');
  const done = page.locator('#local-games .mine-finished .item').first();
  await done.waitFor();
  const finished = await done.textContent();
  assert.match(finished, /Lost/);
  assert.ok(finished.includes(`against the computer, Casual · ${casual}`), finished);
  assert.equal(await done.locator('a.button').textContent(), 'View');
  assert.equal(await page.locator('#local-games .mine-unfinished').count(), 0);
});

test('a same-device game counts numbered moves and a finished one offers View', ready, async () => {
  const { page } = await site.visitor({ width: 1280, height: 900, locale: 'fr-FR' });
  await page.goto(site.url + '/');
  await page.locator('.game-card[data-variant="kingofthehill"] button[data-action="local"]').click();
  await page.waitForURL(/\/local\//);
  await page.waitForSelector('#board piece');
  // Seven half-moves: four numbered moves; the king reaches the hill.
  for (const uci of ['e2e4', 'a7a6', 'e1e2', 'a6a5', 'e2d3', 'a5a4', 'd3d4']) {
    const before = await page.locator('#moves button.move').count();
    await clickMove(page, uci);
    await waitForMoves(page, before + 1);
  }
  await page.locator('#result').waitFor({ state: 'visible' });
  await page.goto(site.url + '/');
  const done = page.locator('#local-games .mine-finished .item').first();
  await done.waitFor();
  const text = await done.textContent();
  assert.match(text, /Roi de la colline/);
  assert.match(text, /4 coups/);
  assert.doesNotMatch(text, /7 coups/);
  assert.equal(await done.locator('a.button').textContent(), 'Revoir');
  assert.equal((await page.locator('#local-title').textContent()).trim(), 'Vos parties');
  await screenshot(page, 'your-games-local-finished-fr-1280');
});
