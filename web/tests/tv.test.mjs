// TV: two named players play a game through the Board API (plain HTTP,
// as a program would); TV shows it with their names and follows a move
// live; when that game ends, TV goes on to the next one being played.
// Screenshots of TV and of the player page's API tokens, in two
// languages, at 1280 and 360 pixels.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiPlayer, useSite, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

/** A player without a browser (harness.mjs). */
const player = name => apiPlayer(site.url, name);

/** A game of `variant` between `white` and `black`, both seated; its id. */
async function game(white, black, variant) {
  const made = await white.call('POST', '/api/games', {
    variant,
    opponent: 'friend',
    color: 'white',
    clock: { initial: 600, increment: 5 },
  });
  await black.call('POST', `/api/games/${made.id}/join`);
  return made.id;
}

async function shows(page, id, ply) {
  await page.waitForFunction(
    ([game, n]) => {
      const tv = document.getElementById('tv');
      return tv?.dataset.game === game && tv.dataset.ply === String(n);
    },
    [id, ply],
  );
}

test('TV shows the best game being played, follows its moves, then the next game', ready, async () => {
  const ada = await player('Ada');
  const bo = await player('Boris');
  const first = await game(ada, bo, 'kingofthehill');
  await ada.call('POST', `/api/board/game/${first}/move/e2e4`);

  const viewer = await site.visitor({ width: 1280, height: 900 });
  await viewer.page.goto(`${site.url}/?lang=en`);
  await viewer.page.locator('#tv-link').click();
  await viewer.page.waitForURL(/\/tv$/);
  await shows(viewer.page, first, 1);
  const names = await viewer.page.locator('.tv-name').allTextContents();
  assert.deepEqual(names.map(n => n.split(' ')[0]).sort(), ['Ada', 'Boris']);
  assert.match(await viewer.page.locator('#tv-white .tv-clock').textContent(), /^\d+:\d\d$/);

  // A move played now is seen live.
  await bo.call('POST', `/api/board/game/${first}/move/e7e5`);
  await shows(viewer.page, first, 2);
  assert.equal((await viewer.page.locator('#moves').textContent()).includes('e5'), true);
  await screenshot(viewer.page, 'tv-en-1280');

  // Another game starts; the first ends: TV goes on to the other.
  const second = await game(bo, ada, 'kingofthehill');
  await bo.call('POST', `/api/board/game/${second}/move/d2d4`);
  await ada.call('POST', `/api/board/game/${first}/resign`);
  await viewer.page.locator('#tv-result').filter({ hasText: /./ }).waitFor();
  await shows(viewer.page, second, 1);
  await ada.call('POST', `/api/board/game/${second}/move/d7d5`);
  await shows(viewer.page, second, 2);

  // The same in Portuguese on a phone, and the channel of one game.
  const phone = await site.visitor({ width: 360, height: 780, locale: 'pt-BR' });
  await phone.page.goto(`${site.url}/tv/kingofthehill?lang=pt`);
  await shows(phone.page, second, 2);
  assert.equal(await phone.page.locator('html').getAttribute('lang'), 'pt-BR');
  await screenshot(phone.page, 'tv-pt-360');
  await phone.page.goto(`${site.url}/tv/lielow?lang=pt`);
  await phone.page.locator('#tv-empty').waitFor();

  // The player page's API tokens, as their player sees them.
  for (const [lang, width] of [['en', 1280], ['pt', 360]]) {
    const own = await site.visitor({ width, height: 900 });
    const [name, value] = ada.cookie.split('=');
    await own.context.addCookies([{ name, value, url: site.url }]);
    await own.page.goto(`${site.url}/player?lang=${lang}`);
    await own.page.locator('#token-new').click();
    await own.page.locator('#token-text').waitFor();
    assert.match(await own.page.locator('#token-text').inputValue(), /^rgl_[0-9a-f]{64}$/);
    await own.page.locator('#token-list li.token').first().waitFor();
    await screenshot(own.page, `tokens-${lang}-${width}`);
  }
});
