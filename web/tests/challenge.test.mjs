// The invitation ("challenge") page: what game, which clock, which colour,
// Accept / Decline; the creator's link above the fold on a phone; the game
// page's heading and tab title; the spectator view once both seats are taken.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, clickMove, waitForMoves, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

/** Creates a friend game from the home page with a 5 + 3 clock; returns the invitation link. */
async function invite(page, variant) {
  await page.goto(site.url + '/');
  await page.locator('#clock-select').selectOption('5+3');
  await page.locator(`.game-card[data-variant="${variant}"] button[data-action="friend"]`).click();
  await page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  await page.waitForFunction(() => document.getElementById('share-link')?.value.includes('/game/'));
  return page.locator('#share-link').inputValue();
}

test('the invitation names game, clock and colour, and Decline reaches the creator', ready, async () => {
  const host = await site.visitor({ width: 360, height: 740 });
  // A phone's share sheet (headless Chromium has none): records what it was given.
  await host.context.addInitScript(() => {
    navigator.share = async data => {
      window.sharedWith = data;
    };
  });
  const link = await invite(host.page, 'kingofthehill');
  // On a phone, the link and its Copy button are in view without scrolling.
  for (const selector of ['#share-link', '#share-box button[data-copy="share-link"]']) {
    const box = await host.page.locator(selector).boundingBox();
    assert.ok(box && box.y + box.height <= 740, `${selector} is above the fold (${JSON.stringify(box)})`);
  }
  await host.page.locator('#share-button').click();
  const shared = await host.page.waitForFunction(() => window.sharedWith).then(h => h.jsonValue());
  assert.equal(shared.url, link);
  assert.equal(shared.text, 'Play with me on Regalia: King of the Hill');
  await host.page.locator('#game-heading').filter({ hasText: 'King of the Hill' }).waitFor();
  assert.match(await host.page.locator('#game-heading').textContent(), /5 \+ 3/);
  await screenshot(host.page, 'challenge-creator-waiting-360');

  const guest = await site.visitor({ width: 1280, height: 860 });
  await guest.page.goto(link);
  const box = guest.page.locator('#join-box');
  await box.waitFor({ state: 'visible' });
  assert.equal(await box.locator('h2').textContent(), 'You are invited to play King of the Hill');
  assert.equal(await box.locator('h2 .card-icon').getAttribute('class'), 'card-icon icon-kingofthehill');
  assert.equal(await guest.page.locator('#challenge-clock').textContent(), 'Clock: 5 + 3');
  const hostColor = await host.page.locator('.player-bottom').getAttribute('data-color');
  const guestColor = hostColor === 'white' ? 'Black' : 'White';
  assert.equal(await guest.page.locator('#challenge-color').textContent(), `You would play ${guestColor}.`);
  // No "seat free" sentence twice, no link for spectators for the invitee.
  assert.equal(await guest.page.locator('#share-box').isVisible(), false);
  assert.equal(await guest.page.locator('#status').isVisible(), false);
  await screenshot(guest.page, 'challenge-invitee-1280');

  await box.locator('button[data-action="decline-invite"]').click();
  await host.page.locator('#game-notice').filter({ hasText: 'Your invitation was declined.' }).waitFor();
  await host.page.locator('#result').filter({ hasText: 'Game aborted' }).waitFor();
  await guest.page.locator('#status').filter({ hasText: 'You declined this invitation' }).waitFor();
  assert.equal(await box.isVisible(), false);
  await screenshot(host.page, 'challenge-declined-creator-360');
  // The closed invitation cannot be joined.
  const status = await guest.page.evaluate(async id => (await fetch(`/api/games/${id}/join`, { method: 'POST' })).status, link.split('/').pop());
  assert.equal(status, 409);
});

test('an accepted invitation plays; the tab says whose turn; the link becomes the spectator view', ready, async () => {
  const host = await site.visitor({ width: 1280, height: 860, locale: 'sv-SE' });
  const link = await invite(host.page, 'chess');
  const guest = await site.visitor({ width: 360, height: 740, locale: 'sv-SE' });
  await guest.page.goto(link);
  await guest.page.locator('#join-box').waitFor({ state: 'visible' });
  assert.equal(await guest.page.locator('#join-box h2').textContent(), 'Du är inbjuden att spela: Schack');
  await screenshot(guest.page, 'challenge-invitee-sv-360');
  await guest.page.locator('#join-box button[data-action="join"]').click();
  await guest.page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  await guest.page.waitForSelector('#board piece');

  const hostWhite = (await host.page.locator('.player-bottom').getAttribute('data-color')) === 'white';
  const white = hostWhite ? host.page : guest.page;
  const black = hostWhite ? guest.page : host.page;
  await white.waitForFunction(() => document.title === 'Din tur · Schack · Regalia');
  await black.waitForFunction(() => document.title === 'Schack · Regalia');
  await clickMove(white, 'e2e4');
  await black.waitForFunction(() => document.title === 'Din tur · Schack · Regalia');
  await white.waitForFunction(() => document.title === 'Schack · Regalia');

  const watcher = await site.visitor({ width: 360, height: 740, locale: 'sv-SE' });
  await watcher.page.goto(link);
  await waitForMoves(watcher.page, 1);
  await watcher.page.locator('#status').filter({ hasText: 'Du tittar på det här partiet' }).waitFor();
  assert.equal(await watcher.page.locator('#join-box').isVisible(), false);
  assert.match(await watcher.page.locator('#game-heading').textContent(), /Schack\s+5 \+ 3/);
  await screenshot(watcher.page, 'challenge-spectator-sv-360');
});
