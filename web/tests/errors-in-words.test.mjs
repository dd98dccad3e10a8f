// Errors in the visitor's words: a real 404 page for every unknown address,
// and the translated message for the server's error code, never its
// English sentence.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

test('an unknown address gets a French 404 page with the site frame and a way home', ready, async () => {
  const { page } = await site.visitor({ width: 1280, height: 800, locale: 'fr-FR' });
  const response = await page.goto(site.url + '/nulle/part?x=1');
  assert.equal(response.status(), 404);
  assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
  assert.equal(await page.locator('main h1').textContent(), 'Page introuvable');
  assert.match(await page.locator('main').textContent(), /Il n’y a aucune page à cette adresse/);
  assert.equal(await page.locator('.site-header .brand').count(), 1);
  assert.match(await page.locator('.site-footer').textContent(), /Regalia v/);
  await screenshot(page, 'not-found-fr-1280');
  await page.locator('main a.button[href="/"]').click();
  await page.waitForURL(site.url + '/');
  await page.locator('.game-card').first().waitFor();

  const phone = await site.visitor({ width: 360, height: 740, locale: 'pt-BR' });
  const r = await phone.page.goto(site.url + '/jogar/agora');
  assert.equal(r.status(), 404);
  assert.match(await phone.page.locator('main').textContent(), /Não há nenhuma página neste endereço/);
  await screenshot(phone.page, 'not-found-pt-360');

  // The API answers JSON with a code instead.
  const api = await page.evaluate(async () => {
    const res = await fetch('/api/no-such-thing');
    return { status: res.status, body: await res.json() };
  });
  assert.equal(api.status, 404);
  assert.equal(api.body.code, 'unknown-address');
});

test('a wrong seat link shows the Swedish message for its code, not the server sentence', ready, async () => {
  const host = await site.visitor({ locale: 'sv-SE' });
  await host.page.goto(site.url + '/');
  await host.page.locator('.game-card[data-variant="chess"] button[data-action="friend"]').click();
  await host.page.waitForURL(/\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/);
  const id = new URL(host.page.url()).pathname.split('/')[2];

  const { page } = await site.visitor({ locale: 'sv-SE' });
  await page.goto(`${site.url}/game/${id}/${'0'.repeat(32)}`);
  const notice = page.locator('.missing-game');
  await notice.waitFor();
  const text = await notice.textContent();
  assert.match(text, /Den här länken hör inte till någon plats i partiet/);
  assert.doesNotMatch(text, /this seat is not a seat of this game/);
  await screenshot(page, 'wrong-seat-sv-360');

  // An unknown game is the server's own 404 page, in the visitor's words.
  const missing = await page.goto(`${site.url}/game/Zz9Zz9Zz`);
  assert.equal(missing?.status(), 404);
  await page.getByText('Det finns inget sådant parti här', { exact: false }).waitFor();
});
