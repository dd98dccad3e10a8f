// Arenas in the browser. Two named players make an arena by link, join
// it, are paired and play (White berserks, then wins on the hill) while
// the loser, from the arena page in another tab, pauses and watches the
// standings move; both go back to the arena and end on its podium. The
// server runs arenas on a short minute (`--arena-minute-ms`), so the
// shortest arena (10 minutes) lasts under a minute. And the scheduled
// arenas: listed per game on /tournaments, the next one named on the
// home page.

import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useSite, startServer, clickMove, waitForMoves, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

/** One minute of an arena on the short server, in milliseconds: the arena lasts 10 of them. */
const ARENA_MINUTE_MS = 5000;

const GAME_URL = /\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/;

/** Takes `name` on /player of `url`. */
async function takeName(page, url, name) {
  await page.goto(url + '/player');
  await page.locator('#name-form').waitFor({ state: 'visible' });
  await page.locator('#name-input').fill(name);
  await page.locator('#name-form button[type="submit"]').click();
  await page.locator('#key-link').waitFor({ state: 'visible' });
}

/** The standings row of `name` on an arena page. */
function line(page, name) {
  return page.locator('.arena-table tbody tr').filter({ has: page.locator('td.name .player-name', { hasText: new RegExp(`^${name}$`) }) });
}

let short = null;
let dir = null;
after(async () => {
  await short?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('named players join an arena, are paired, play, see the standings move and end on the podium', ready, async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'regalia-arena-'));
  short = await startServer({
    args: ['--db', `sqlite://${path.join(dir, 'arena.db')}`, '--no-arena-schedule', '--arena-minute-ms', String(ARENA_MINUTE_MS), '--arena-pair-ms', '300'],
  });
  const url = short.url;
  const host = await site.visitor({ width: 1280, height: 900 });
  const guest = await site.visitor({ width: 360, height: 780 });
  await takeName(host.page, url, 'ArenaHost');
  await takeName(guest.page, url, 'ArenaGuest');

  // The host makes an arena that starts at once, open only by link, and joins.
  await host.page.goto(url + '/tournaments');
  await host.page.locator('#arena-form').waitFor({ state: 'visible' });
  await host.page.locator('#arena-form select[name="variant"]').selectOption('kingofthehill');
  await host.page.locator('#arena-form select[name="clock"]').selectOption('3+0');
  await host.page.locator('#arena-form select[name="minutes"]').selectOption('10');
  await host.page.locator('#arena-form select[name="startsIn"]').selectOption('0');
  await host.page.locator('#arena-form input[name="private"]').check();
  await host.page.locator('#arena-form button[type="submit"]').click();
  await host.page.waitForURL(/\/tournament\/[A-Za-z0-9_-]+$/);
  const arenaUrl = host.page.url();
  await host.page.locator('#arena-countdown[data-kind="end"]').waitFor();
  await host.page.locator('#arena-join').click();
  await line(host.page, 'ArenaHost').waitFor();
  await host.page.locator('#arena-pause').waitFor();

  // The guest opens the link and joins with the keyboard alone: both are
  // paired and taken to their game.
  await guest.page.goto(arenaUrl);
  await guest.page.locator('#arena-join').waitFor();
  for (let tabs = 0; tabs < 40 && (await guest.page.evaluate(() => document.activeElement?.id)) !== 'arena-join'; tabs++) {
    await guest.page.keyboard.press('Tab');
  }
  assert.equal(await guest.page.evaluate(() => document.activeElement?.id), 'arena-join', 'Join is reached by Tab');
  await guest.page.keyboard.press('Enter');
  await Promise.all([host.page.waitForURL(GAME_URL), guest.page.waitForURL(GAME_URL)]);
  await host.page.waitForSelector('.player-bottom[data-color]');
  const hostIsWhite = (await host.page.locator('.player-bottom').getAttribute('data-color')) === 'white';
  const [white, black] = hostIsWhite ? [host, guest] : [guest, host];
  const [winner, loser] = hostIsWhite ? ['ArenaHost', 'ArenaGuest'] : ['ArenaGuest', 'ArenaHost'];

  // Both see the way back; White berserks before moving: the clock halves.
  await black.page.locator('#arena-back').waitFor({ state: 'visible' });
  await black.page.locator('#berserk-button').waitFor({ state: 'visible' });
  const berserk = white.page.locator('#berserk-button');
  await berserk.waitFor({ state: 'visible' });
  await screenshot(white.page, 'arena-game-berserk');
  await berserk.click();
  await berserk.waitFor({ state: 'hidden' });
  await white.page.locator('.player-bottom .clock').filter({ hasText: /^1:[23]\d$/ }).waitFor();

  // Black, in a second tab on the arena page, pauses: no next game for them.
  const watch = await black.context.newPage();
  await watch.goto(arenaUrl);
  await watch.locator('#arena-notice #arena-my-game').waitFor();
  await watch.locator('#arena-pause').click();
  await watch.locator('#arena-resume').waitFor();
  await line(watch, winner).locator('td.score').filter({ hasText: /^0$/ }).waitFor();

  // White walks the king to the hill.
  const moves = ['e2e4', 'a7a6', 'e1e2', 'a6a5', 'e2e3', 'a5a4', 'e3d4'];
  for (const [i, uci] of moves.entries()) {
    const mover = i % 2 === 0 ? white.page : black.page;
    await mover.locator('#status').filter({ hasText: 'Your turn' }).waitFor();
    await clickMove(mover, uci);
    await waitForMoves(white.page, i + 1);
  }
  await white.page.locator('#arena-returning').waitFor({ state: 'visible' });
  await screenshot(white.page, 'arena-game-over');

  // The standings move on the open arena page, through its socket alone.
  await line(watch, winner).locator('td.score').filter({ hasText: /^2$/ }).waitFor();
  await line(watch, winner).locator('td.sheet').filter({ hasText: /^2$/ }).waitFor();
  await line(watch, loser).locator('td.sheet').filter({ hasText: /^0$/ }).waitFor();
  assert.equal(await watch.locator('#arena-my-line td.rank').textContent(), '2');
  // The winner's name opens their games in this arena.
  await line(watch, winner).locator('.player-name').click();
  await watch.locator('#arena-player li.result-win').filter({ hasText: `against ${loser}` }).filter({ hasText: 'Berserk' }).waitFor();
  await watch.locator('#arena-player-close').click();
  await watch.locator('#arena-player').waitFor({ state: 'hidden' });

  // Both game pages go back to the arena by themselves.
  await Promise.all([white.page.waitForURL(arenaUrl), black.page.waitForURL(arenaUrl)]);
  await line(white.page, winner).locator('td.score').filter({ hasText: /^2$/ }).waitFor();
  assert.equal(await white.page.locator('#arena-my-line td.rank').textContent(), '1');
  await screenshot(host.page, 'arena-standings-1280');
  await screenshot(guest.page, 'arena-standings-360');

  // The arena ends: the podium, with the winner first, and the summary.
  for (const page of [white.page, black.page, watch]) {
    await page.locator('#arena-countdown[data-kind="over"]').waitFor({ timeout: 15 * ARENA_MINUTE_MS });
    await page.locator('#arena-podium .place-1 .podium-name').filter({ hasText: winner }).waitFor();
    await page.locator('#arena-summary').waitFor({ state: 'visible' });
  }
  assert.equal(await host.page.locator('#arena-actions button').count(), 0, 'no button once over');
  assert.equal(await host.page.locator('#arena-podium li').count(), 2);
  await screenshot(host.page, 'arena-podium-1280');
  await screenshot(guest.page, 'arena-podium-360');
});

test('the scheduled arenas are listed per game and the next is named on the home page', ready, async () => {
  const { page } = await site.visitor({ width: 1280, height: 900 });
  await page.goto(site.url + '/tournaments');
  for (const game of ['kingofthehill', 'racingkings', 'lielow', 'chess']) {
    await page.locator(`.arena-game[data-variant="${game}"] .arena-item.created .arena-when`).first().filter({ hasText: /^Starts in \d+:\d\d/ }).waitFor();
  }
  // Anonymous: no form, a way to take a name.
  await page.locator('#arena-need-name').waitFor({ state: 'visible' });
  assert.equal(await page.locator('#arena-form').isVisible(), false);
  await page.goto(site.url + '/');
  const next = page.locator('#next-arena');
  await next.filter({ hasText: /^Next .+ arena in \d+ min$/ }).waitFor();
  await next.click();
  await page.waitForURL(/\/tournament\/[A-Za-z0-9_-]+$/);
  await page.locator('#arena-countdown[data-kind="start"]').waitFor();
  await page.locator('#arena-actions a[href="/player"]').waitFor();
});
