// A start refused because of games the visitor already has is said where
// the click was, with the real cause (not "too many requests") and links
// to those games: against the strongest computer, and in the lobby.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

/** Creates a game from the visitor's page (same address, same session). */
async function create(page, body) {
  return page.evaluate(async body => {
    const r = await fetch('/api/games', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: r.status, body: await r.json() };
  }, body);
}

/** The refusal box must be on screen and right under the element clicked. */
async function assertNear(page, refusal, clicked) {
  await refusal.waitFor({ state: 'visible' });
  const box = await refusal.boundingBox();
  const near = await clicked.boundingBox();
  assert.ok(box && near, 'both are laid out');
  assert.ok(box.y >= near.y && box.y - (near.y + near.height) < 40, `the refusal (y ${box.y}) is right under the click (y ${near.y}, height ${near.height})`);
  const viewport = page.viewportSize();
  assert.ok(box.y + Math.min(box.height, 40) <= viewport.height, 'the refusal is in view without scrolling');
}

test('a fourth level-8 game is refused next to Start, naming the three unfinished ones with links', ready, async () => {
  const { page } = await site.visitor({ width: 1280, height: 900 });
  await page.goto(site.url + '/');
  const made = [];
  for (let i = 0; i < 3; i++) {
    const answer = await create(page, { variant: 'chess', opponent: 'computer', level: 8, color: 'white' });
    assert.equal(answer.status, 201);
    made.push(answer.body.id);
  }
  // The server's refusal says what it is about and names the games.
  const refused = await create(page, { variant: 'chess', opponent: 'computer', level: 8, color: 'white' });
  assert.equal(refused.status, 429);
  assert.equal(refused.body.code, 'unfinished-games');
  assert.deepEqual([...refused.body.games].sort(), [...made].sort());

  const card = page.locator('.game-card[data-variant="kingofthehill"]');
  await card.locator('details.ai-setup > summary').click();
  await card.locator('select[name="level"]').selectOption('8');
  const start = card.locator('form.ai-form button[type="submit"]');
  await start.click();
  const refusal = card.locator('form.ai-form .refusal');
  await assertNear(page, refusal, start);
  assert.equal(
    await refusal.locator('p').textContent(),
    'You have 3 games against the computer at level 8 in progress: finish or abort one first.',
  );
  const links = await refusal.locator('a').evaluateAll(as => as.map(a => a.getAttribute('href')));
  assert.equal(links.length, 3);
  for (const id of made) assert.ok(links.some(href => href.startsWith(`/game/${id}/`)), `a link to ${id}'s seat among ${links}`);
  assert.match(await refusal.locator('a').first().textContent(), /^Chess · /);
  assert.equal(await page.url(), site.url + '/', 'the page stayed');
  await screenshot(page, 'refusal-computer-en-1280');

  // Following a link reaches that game as its player.
  await refusal.locator('a').first().click();
  await page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  await page.locator('#status').filter({ hasText: 'Your turn' }).waitFor();
});

test('a fourth seek is refused under the card\'s buttons, in the visitor\'s language', ready, async () => {
  const { page } = await site.visitor({ width: 360, height: 780, locale: 'fr-FR' });
  await page.goto(site.url + '/');
  for (let i = 0; i < 3; i++) assert.equal((await create(page, { variant: 'chess', opponent: 'seek', color: 'random' })).status, 201);
  const card = page.locator('.game-card[data-variant="lielow"]');
  const seek = card.locator('button[data-action="seek"]');
  await seek.scrollIntoViewIfNeeded();
  await seek.click();
  const refusal = card.locator('.card-actions .refusal');
  await assertNear(page, refusal, seek);
  assert.equal(
    await refusal.locator('p').textContent(),
    'Vous avez 3 parties proposées qui attendent un adversaire : annulez-en une ou attendez un joueur.',
  );
  assert.equal(await refusal.locator('a').count(), 3);
  await screenshot(page, 'refusal-seek-fr-360');
});
