// A page whose own code fails on a socket message says so (a line in the
// player's language that reloads the page) and logs the error, instead of
// swallowing it and going on with a page that no longer follows the game.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, createGame } from './harness.mjs';

const site = useSite();
const { ready } = site;

test('a socket message the page cannot handle is reported, in the page language', ready, async () => {
  const visitor = await site.visitor({ width: 1280, height: 900 });
  await visitor.context.addCookies([{ name: 'lang', value: 'pt-BR', url: site.url }]);
  const errors = [];
  visitor.page.on('console', message => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await visitor.page.goto(site.url + '/');
  const seat = await createGame(visitor.page, { variant: 'chess', opponent: 'friend', color: 'white' });
  // The game's socket passes through here; once the page is caught up, a
  // snapshot with no game in it arrives, which the page cannot draw.
  let broken = false;
  await visitor.page.routeWebSocket(/\/ws\/game\//, ws => {
    const upstream = ws.connectToServer();
    ws.onMessage(message => upstream.send(message));
    upstream.onMessage(message => {
      ws.send(message);
      if (!broken && typeof message === 'string' && message.includes('"t":"presence"')) {
        broken = true;
        ws.send(JSON.stringify({ t: 'state', n: 99, you: 'white', game: null }));
      }
    });
  });
  await visitor.page.goto(site.url + seat.url);
  const line = visitor.page.locator('#page-fault');
  await line.waitFor();
  assert.equal(await line.getAttribute('role'), 'alert');
  assert.equal(await line.textContent(), 'Algo deu errado nesta página. Recarregue-a para continuar.');
  assert.equal(await line.locator('a').getAttribute('href'), site.url + seat.url);
  assert.ok(
    errors.some(text => text.includes('a socket message could not be handled')),
    `console errors: ${errors.join(' | ')}`,
  );
  await visitor.context.close();
});
