// The twelve languages in the browser: the switcher in each language's own
// name, regional browser languages falling back to their language, plural
// forms and percentages written each language's way, and pages that hold
// their layout at phone width with long German and Russian words.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, waitForMoves, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

const NEW_LANGUAGES = ['es', 'de', 'it', 'nl', 'pl', 'ru', 'uk', 'tr'];

/** Text with the no-break spaces Intl puts in numbers made plain. */
const plain = text => text.replace(/[\u00a0\u202f]/g, ' ');

test('the switcher names every language in its own words and regional browser languages fall back', ready, async () => {
  const { page } = await site.visitor({ locale: 'es-MX' });
  await page.goto(site.url + '/');
  assert.equal(await page.locator('html').getAttribute('lang'), 'es');
  const options = await page.locator('#lang-select option').allTextContents();
  assert.deepEqual(options, [
    'Deutsch',
    'English',
    'Español',
    'Français',
    'Italiano',
    'Nederlands',
    'Polski',
    'Português (Brasil)',
    'Svenska',
    'Türkçe',
    'Русский',
    'Українська',
  ]);
  assert.equal(await page.locator('#lang-select').inputValue(), 'es');

  for (const [locale, lang] of [['pt-PT', 'pt-BR'], ['de-AT', 'de'], ['uk-UA', 'uk'], ['ja-JP', 'en']]) {
    const visitor = await site.visitor({ locale });
    await visitor.page.goto(site.url + '/rules');
    assert.equal(await visitor.page.locator('html').getAttribute('lang'), lang, locale);
    await visitor.context.close();
  }

  await page.locator('#lang-select').selectOption('ru');
  await page.waitForURL(/lang=ru/);
  assert.equal(await page.locator('html').getAttribute('lang'), 'ru');
  assert.equal(await page.locator('.site-nav a[href="/rules"]').textContent(), 'Правила');
});

/** Statistics with game counts of every plural form and a 36 / 1 / 36 split of 73. */
function fakeStats() {
  const variant = (name, games, whiteWins, draws, blackWins) => ({
    variant: name,
    games,
    whiteWins,
    blackWins,
    draws,
    whitePct: Math.round((whiteWins * 1000) / games) / 10,
    blackPct: Math.round((blackWins * 1000) / games) / 10,
    drawPct: Math.round((draws * 1000) / games) / 10,
    reasons: { checkmate: whiteWins + blackWins, agreement: draws },
  });
  return {
    variants: [
      variant('kingofthehill', 21, 10, 1, 10),
      variant('racingkings', 22, 11, 0, 11),
      variant('lielow', 5, 3, 0, 2),
      variant('chess', 73, 36, 1, 36),
    ],
    total: 121,
  };
}

async function statsIn(lang) {
  const { page, context } = await site.visitor({ width: 1280, height: 900 });
  await page.route('**/api/stats', route =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(fakeStats()) }),
  );
  await page.goto(`${site.url}/stats?lang=${lang}`);
  await page.locator('.stats-card').first().waitFor();
  const totals = await page.locator('.stats-total').allTextContents();
  const legend = plain(await page.locator('.stats-card[data-variant="chess"] .result-legend').textContent());
  return { page, context, totals: totals.map(plain), legend };
}

test('plural forms and percentages follow each language', ready, async () => {
  const expected = {
    ru: ['21 завершённая партия', '22 завершённые партии', '5 завершённых партий', '73 завершённые партии'],
    uk: ['21 завершена партія', '22 завершені партії', '5 завершених партій', '73 завершені партії'],
    pl: ['21 zakończonych partii', '22 zakończone partie', '5 zakończonych partii', '73 zakończone partie'],
    de: ['21 beendete Partien', '22 beendete Partien', '5 beendete Partien', '73 beendete Partien'],
    tr: ['21 biten oyun', '22 biten oyun', '5 biten oyun', '73 biten oyun'],
    en: ['21 finished games', '22 finished games', '5 finished games', '73 finished games'],
  };
  for (const [lang, totals] of Object.entries(expected)) {
    const stats = await statsIn(lang);
    assert.deepEqual(stats.totals, totals, lang);
    await stats.context.close();
  }
  const percent = { de: '49,32 %', fr: '49,32 %', en: '49.32%', tr: '%49,32', ru: '49,32 %', nl: '49,32%', es: '49,32 %' };
  for (const [lang, text] of Object.entries(percent)) {
    const stats = await statsIn(lang);
    assert.ok(stats.legend.includes(`(${text})`), `${lang}: ${stats.legend}`);
    if (lang === 'de') await screenshot(stats.page, 'stats-german-percent');
    await stats.context.close();
  }
});

async function assertNoSideScroll(page, what) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `${what} scrolls sideways by ${overflow} px`);
}

test('home, a rules guide and a game page hold their layout in every new language at 1280 and 360 px', ready, async () => {
  for (const lang of NEW_LANGUAGES) {
    for (const width of [1280, 360]) {
      const { page, context } = await site.visitor({ width, height: 900 });
      await page.goto(`${site.url}/?lang=${lang}`);
      assert.equal(await page.locator('html').getAttribute('lang'), lang);
      await page.locator('.game-card').first().waitFor();
      await assertNoSideScroll(page, `/ in ${lang} at ${width}`);
      await screenshot(page, `lang-${lang}-${width}-home`);

      await page.goto(`${site.url}/rules/kingofthehill`);
      assert.equal(await page.locator('html').getAttribute('lang'), lang);
      await page.locator('.diagram cg-board piece').first().waitFor();
      await assertNoSideScroll(page, `/rules/kingofthehill in ${lang} at ${width}`);
      await screenshot(page, `lang-${lang}-${width}-rules`);

      await page.goto(`${site.url}/`);
      await page.locator('.game-card[data-variant="kingofthehill"] button[data-action="local"]').click();
      await page.waitForURL(/\/local\//);
      await page.waitForSelector('#board piece');
      for (const [i, move] of ['e2e4', 'e7e5', 'd1h5'].entries()) {
        await page.locator('#move-input').fill(move);
        await page.locator('#move-input').press('Enter');
        await waitForMoves(page, i + 1);
      }
      assert.equal(await page.locator('html').getAttribute('lang'), lang);
      await assertNoSideScroll(page, `a game page in ${lang} at ${width}`);
      await screenshot(page, `lang-${lang}-${width}-game`);
      await context.close();
    }
  }
});
