// Correspondence games from the pages: days per move chosen above the
// game cards, the game page's time left in days and hours, and "Your
// games" with the time left, how many games wait for your move (beside
// the list's title and in the tab's title), and the page's own notice
// when a move comes while it is open. The notifications switch says why
// it cannot push here: headless Chromium grants no notifications and has
// no push service (the delivery itself is tested against a local push
// service in crates/server/tests/push.rs).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, clickMove, waitForMoves, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

/** The side to move on a game page, from its snapshot. */
async function turnOf(page) {
  return page.evaluate(async () => {
    const [, , id, seat] = location.pathname.split('/');
    const game = await (await fetch(`/api/games/${id}/${seat}`)).json();
    return { turn: game.turn, you: game.you?.color ?? null, dests: game.dests };
  });
}

test('a correspondence game waits in Your games with the time left and says whose move it is', ready, async () => {
  const host = await site.visitor({ width: 1280, height: 900, locale: 'en-GB' });
  const guest = await site.visitor({ width: 360, height: 780, locale: 'pt-BR' });

  // Three days per move, a Lielow game by link.
  await host.page.goto(site.url + '/');
  const group = host.page.locator('#clock-select optgroup');
  assert.equal(await group.getAttribute('label'), 'Correspondence');
  const days = await group.locator('option').allTextContents();
  assert.deepEqual(days, ['1 day per move', '2 days per move', '3 days per move', '5 days per move', '7 days per move', '14 days per move']);
  await host.page.locator('#clock-select').selectOption('d3');
  await host.page.locator('.game-card[data-variant="lielow"] button[data-action="friend"]').click();
  await host.page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  const invite = await host.page.evaluate(async () => {
    const [, , id] = location.pathname.split('/');
    return `/game/${id}`;
  });
  await guest.page.goto(site.url + invite + '?lang=pt');
  await guest.page.locator('button[data-action="join"]').click();
  await guest.page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  await guest.page.waitForSelector('#board piece');
  await host.page.waitForSelector('#board piece');

  // The clocks read in days and hours: the whole three days each.
  const clocks = host.page.locator('.player-bottom .clock, .player-top .clock');
  await host.page.waitForFunction(() => [...document.querySelectorAll('.clock')].some(c => !c.hidden && /\d d \d+ h/.test(c.textContent)));
  assert.ok((await clocks.allTextContents()).some(text => /^2 d 23 h$|^3 d 0 h$/.test(text)));

  // Whoever is to move plays; the other then has the move.
  const hostSide = await turnOf(host.page);
  const [mover, waiter] = hostSide.turn === hostSide.you ? [host.page, guest.page] : [guest.page, host.page];
  const { dests } = await turnOf(mover);
  const [from, tos] = Object.entries(dests)[0];
  await clickMove(mover, from + tos[0]);
  await waitForMoves(mover, 1);
  await waitForMoves(waiter, 1);

  // Both go home: the one to move sees the badge, the title and the time left.
  await mover.goto(site.url + '/');
  await waiter.goto(site.url + (waiter === guest.page ? '/?lang=pt' : '/'));
  const item = waiter.locator('#local-games .mine-unfinished .item').first();
  await item.waitFor();
  const badge = waiter.locator('#turns-waiting');
  await badge.waitFor({ state: 'visible' });
  const portuguese = waiter === guest.page;
  assert.equal(await badge.textContent(), portuguese ? '1 partida espera o seu lance' : '1 game waits for your move');
  await waiter.waitForFunction(() => document.title.startsWith('(1) '));
  const text = await item.textContent();
  assert.match(text, portuguese ? /3 dias por lance/ : /3 days per move/);
  assert.match(text, portuguese ? /faltam 2 d 23 h|faltam 3 d 0 h/ : /2 d 23 h left|3 d 0 h left/);
  const other = mover.locator('#local-games .mine-unfinished .item').first();
  await other.waitFor();
  assert.equal(await mover.locator('#turns-waiting').isHidden(), true);
  assert.equal((await mover.title()).startsWith('('), false);
  await screenshot(host.page, `correspondence-your-games-1280-${host.page === waiter ? 'turn' : 'waiting'}`);
  await screenshot(guest.page, `correspondence-your-games-360-pt-${guest.page === waiter ? 'turn' : 'waiting'}`);

  // The mover's home page is told on the page when the move comes back.
  await waiter.locator('#local-games .mine-unfinished .item a.button').first().click();
  await waiter.waitForSelector('#board piece');
  const back = await turnOf(waiter);
  const [from2, tos2] = Object.entries(back.dests)[0];
  await clickMove(waiter, from2 + tos2[0]);
  await waitForMoves(waiter, 2);
  // The page asks again when it comes back into view (and every minute).
  await mover.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const notice = mover.locator('#turn-notice a');
  await notice.waitFor();
  assert.match(await notice.textContent(), /Lielow/);
  assert.match(await notice.getAttribute('href'), /^\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  await mover.waitForFunction(() => document.title.startsWith('(1) '));
});

test('the notifications switch says why this browser gets notices on the page instead', ready, async () => {
  const { page } = await site.visitor({ width: 1280, height: 900, locale: 'en-GB' });
  await page.goto(site.url + '/');
  const button = page.locator('#push-switch');
  assert.equal(await button.textContent(), 'Notify me when it is my turn');
  await button.click();
  await page.locator('#push-note').filter({ hasText: 'your turn is shown on the page instead' }).waitFor();
  assert.equal(await button.getAttribute('aria-pressed'), 'false');
});

test('a correspondence seek stays in the lobby after its page closes; taken, the game starts in both lists', ready, async () => {
  const host = await site.visitor({ width: 1280, height: 900, locale: 'en-GB' });
  const guest = await site.visitor({ width: 360, height: 780, locale: 'pt-BR' });

  // Two King of the Hill seeks, five days per move; the host's page then closes.
  await host.page.goto(site.url + '/');
  const seeks = [];
  for (let i = 0; i < 2; i++) {
    await host.page.locator('#clock-select').selectOption('d5');
    await host.page.locator('.game-card[data-variant="kingofthehill"] button[data-action="seek"]').click();
    await host.page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
    seeks.push(new URL(host.page.url()).pathname.split('/')[2]);
    await host.page.goto(site.url + '/');
  }
  await host.page.close();

  // The guest finds both under the lobby's correspondence heading, in Portuguese.
  await guest.page.goto(site.url + '/?lang=pt');
  const heading = guest.page.locator('#lobby h3.lobby-correspondence');
  await heading.waitFor();
  assert.equal(await heading.textContent(), 'Correspondência');
  const listed = guest.page.locator('#lobby .lobby-correspondence + ul .item.seek');
  await guest.page.waitForFunction(n => document.querySelectorAll('#lobby .lobby-correspondence + ul .item.seek').length === n, 2);
  assert.match(await listed.first().textContent(), /5 dias por lance/);
  await screenshot(guest.page, 'correspondence-lobby-360-pt');
  await guest.page.locator(`#lobby .item.seek[data-seek="${seeks[0]}"] button`).click();
  await guest.page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  await guest.page.waitForSelector('#board piece');

  // The host comes back: the game is on in "Your games"; the other seek waits, and is withdrawn there.
  const back = await host.context.newPage();
  await back.goto(site.url + '/');
  const items = back.locator('#local-games .mine-unfinished .item');
  await back.waitForFunction(() => document.querySelectorAll('#local-games .mine-unfinished .item').length === 2);
  const texts = await items.allTextContents();
  assert.ok(texts.some(text => /Your turn|Opponent to move/.test(text) && /5 days per move/.test(text) && /left/.test(text)), texts.join('\n'));
  const waiting = items.filter({ hasText: 'Waiting for an opponent' });
  assert.match(await waiting.textContent(), /5 days per move/);
  await screenshot(back, 'correspondence-seek-your-games-1280');
  await waiting.locator('button.danger').click();
  await back.waitForFunction(() => document.querySelectorAll('#local-games .mine-unfinished .item').length === 1);
  await back.waitForFunction(id => !document.querySelector(`#lobby .item.seek[data-seek="${id}"]`), seeks[1]);
  await guest.page.goto(site.url + '/?lang=pt');
  await guest.page.locator('#local-games .mine-unfinished .item').first().waitFor();
  assert.equal(await guest.page.locator('#lobby .item.seek').count(), 0);
});
