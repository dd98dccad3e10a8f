// Rules guides in French, and a language switch remembered across pages.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useSite, root, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

/** A plain (single-line) message of a locale file. */
function message(lang, file, id) {
  const text = readFileSync(path.join(root, 'locales', lang, file), 'utf8');
  const line = text.split('\n').find(l => l.startsWith(`${id} =`));
  if (!line) throw new Error(`${id} missing from locales/${lang}/${file}`);
  return line.slice(id.length + 2).trim();
}

test('French King of the Hill guide is in French and Swedish chosen in the switcher persists', ready, async () => {
  const { page } = await site.visitor({ locale: 'en-GB' });
  await page.goto(site.url + '/rules/kingofthehill?lang=fr');
  assert.equal(await page.locator('html').getAttribute('lang'), 'fr');
  assert.match(await page.locator('h1').textContent(), new RegExp(message('fr', 'guides.ftl', 'guide-kingofthehill-title')));
  const moves = message('fr', 'guides.ftl', 'guide-kingofthehill-moves-1');
  assert.equal(await page.locator('#moves p').first().textContent(), moves);
  assert.equal(await page.locator('.skip-link').textContent(), message('fr', 'site.ftl', 'site-skip'));
  // The start position diagram is drawn.
  assert.equal(await page.locator('.diagram cg-board piece:not(.ghost)').count(), 32);
  await screenshot(page, 'rules-koth-french');

  await page.locator('#lang-select').selectOption('sv');
  await page.waitForURL(/lang=sv/);
  assert.equal(await page.locator('html').getAttribute('lang'), 'sv');
  assert.match(await page.locator('h1').textContent(), new RegExp(message('sv', 'guides.ftl', 'guide-kingofthehill-title')));

  // No query any more: the cookie keeps Swedish on every page.
  await page.locator('.site-nav a[href="/"]').click();
  await page.waitForURL(site.url + '/');
  assert.equal(await page.locator('html').getAttribute('lang'), 'sv');
  assert.equal(await page.locator('.game-card[data-variant="kingofthehill"] button[data-action="local"]').textContent(), message('sv', 'site.ftl', 'mode-local'));
  await page.goto(site.url + '/stats');
  assert.equal(await page.locator('html').getAttribute('lang'), 'sv');
  await page.goto(site.url + '/rules/lielow');
  assert.equal(await page.locator('html').getAttribute('lang'), 'sv');
  await screenshot(page, 'rules-lielow-swedish');
});
