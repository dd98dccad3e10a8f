// The clock of the side to move keeps counting from what the server read
// when it sent it: a third party connecting mid-turn (a spectator, the
// opponent reloading) must not put it back to the start of the turn.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, clickMove, waitForMoves, startGame, joinInvitation } from './harness.mjs';

const site = useSite();
const { ready } = site;

/** "2:55" (or "0:09.4") in seconds. */
function seconds(text) {
  const match = /^(\d+):(\d\d)(?:\.(\d))?$/.exec(text.trim());
  assert.ok(match, `a clock reads "${text}"`);
  return Number(match[1]) * 60 + Number(match[2]) + Number(match[3] ?? 0) / 10;
}

/** What a player's page shows on its own clock, and what the server says at about the same moment. */
async function ownClockAndServer(page, id, color) {
  const shown = seconds(await page.locator('.player-bottom .clock').textContent());
  const game = await page.evaluate(async id => (await fetch(`/api/games/${id}`)).json(), id);
  return { shown, server: game.clock[color] / 1000 };
}

test('a spectator arriving and the opponent reloading leave the running clock where the server has it', ready, async () => {
  const white = await site.visitor({ width: 1280, height: 900 });
  const seat = await startGame(white.page, site.url, { variant: 'chess', opponent: 'friend', color: 'white', clock: { initial: 180, increment: 2 } });

  // Black's page counts the presence messages its game socket is given
  // (in the same dispatch as the page's own handler, which runs after).
  const black = await site.visitor({ width: 1280, height: 900 });
  await black.page.addInitScript(() => {
    window.presences = 0;
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args) {
        super(...args);
        this.addEventListener('message', event => {
          if (String(event.data).includes('"t":"presence"')) window.presences++;
        });
      }
    };
  });
  const presences = () => black.page.evaluate(() => window.presences);
  await joinInvitation(black.page, site.url + seat.inviteUrl);

  await white.page.locator('#status').filter({ hasText: 'Your turn' }).waitFor();
  await clickMove(white.page, 'e2e4');
  await black.page.locator('#status').filter({ hasText: 'Your turn' }).waitFor();
  await clickMove(black.page, 'e7e5');
  await white.page.locator('#status').filter({ hasText: 'Your turn' }).waitFor();
  await clickMove(white.page, 'g1f3');
  await waitForMoves(black.page, 3);

  // Black thinks: its clock runs until it shows five seconds gone.
  await black.page.waitForFunction(() => {
    const text = document.querySelector('.player-bottom .clock.running')?.textContent ?? '';
    const m = /^(\d+):(\d\d)$/.exec(text);
    return m !== null && Number(m[1]) * 60 + Number(m[2]) <= 175;
  });

  // A spectator opens the game: Black's page is told of it.
  let before = await presences();
  const spectator = await site.visitor({ width: 1280, height: 900 });
  await spectator.page.goto(site.url + seat.inviteUrl);
  await spectator.page.waitForSelector('#board piece');
  await black.page.waitForFunction(n => window.presences > n, before);
  let { shown, server } = await ownClockAndServer(black.page, seat.id, 'black');
  // The page showed at most 2:55 (whole seconds, rounded down): under
  // 176 s left then, less by the time the server is asked; a clock put
  // back to the start of the turn would say about 182.
  assert.ok(server < 176, `the server says ${server} s`);
  assert.ok(Math.abs(shown - server) <= 1.5, `after a spectator came Black's clock shows ${shown} s, the server says ${server} s`);

  // White reloads the page: the same.
  before = await presences();
  await white.page.reload();
  await white.page.waitForSelector('#board piece');
  await black.page.waitForFunction(n => window.presences > n, before);
  ({ shown, server } = await ownClockAndServer(black.page, seat.id, 'black'));
  assert.ok(Math.abs(shown - server) <= 1.5, `after White reloaded Black's clock shows ${shown} s, the server says ${server} s`);
  // White's own view of Black's clock agrees too.
  const top = seconds(await white.page.locator('.player-top .clock').textContent());
  assert.ok(Math.abs(top - server) <= 1.5, `White's page shows Black at ${top} s, the server ${server} s`);
  // And the spectator's.
  const watched = seconds(await spectator.page.locator('.player-top .clock').textContent());
  assert.ok(Math.abs(watched - server) <= 1.5, `the spectator sees Black at ${watched} s, the server ${server} s`);

  await spectator.context.close();
  await white.context.close();
  await black.context.close();
});
