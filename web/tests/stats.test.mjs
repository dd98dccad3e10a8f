// The statistics page: shares with two decimals written as each language
// writes them, bars and legend swatches with at least 3:1 contrast against
// the card in the light and the dark scheme, swatches shaped as short bars
// (not boxes to tick). The figures are those of seed 002, served in place of
// the server's own so that every share is known.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

const empty = variant => ({ variant, games: 0, whiteWins: 0, blackWins: 0, draws: 0, whitePct: 0, blackPct: 0, drawPct: 0, reasons: {} });
const STATS = {
  variants: [
    { variant: 'kingofthehill', games: 10000, whiteWins: 4932, blackWins: 4393, draws: 675, whitePct: 49.3, blackPct: 43.9, drawPct: 6.8, reasons: { hill: 6100, checkmate: 2200, resignation: 1025, agreement: 675 } },
    { variant: 'racingkings', games: 2, whiteWins: 2, blackWins: 0, draws: 0, whitePct: 100, blackPct: 0, drawPct: 0, reasons: { race: 2 } },
    { variant: 'lielow', games: 3, whiteWins: 1, blackWins: 2, draws: 0, whitePct: 33.3, blackPct: 66.7, drawPct: 0, reasons: { 'crown-captured': 3 } },
    empty('chess'),
  ],
  total: 10003,
};

async function statsPage(page, lang) {
  await page.route('**/api/stats', route => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(STATS) }));
  await page.goto(`${site.url}/stats?lang=${lang}`);
  await page.locator('.stats-card[data-variant="kingofthehill"] .result-bar').waitFor();
}

test('shares have two decimals in the language of the page', ready, async () => {
  const expected = {
    en: ['White wins: 4,932 (49.32%)', 'Black wins: 4,393 (43.93%)', 'Draws: 675 (6.75%)'],
    fr: [/Victoires des Blancs\s:\s4\s932 \(49,32\s%\)/, /43,93\s%/, /6,75\s%/],
    'pt-BR': [/49,32\s?%/, /43,93\s?%/, /6,75\s?%/],
    sv: [/49,32\s%/, /43,93\s%/, /6,75\s%/],
  };
  const { page } = await site.visitor({ width: 1280, height: 900 });
  for (const [lang, parts] of Object.entries(expected)) {
    await statsPage(page, lang);
    const legend = await page.locator('.stats-card[data-variant="kingofthehill"] .result-legend').textContent();
    for (const part of parts) assert.ok(typeof part === 'string' ? legend.includes(part) : part.test(legend), `${lang}: ${part} in "${legend}"`);
    // The count of games is written as the language writes numbers.
    const total = await page.locator('.stats-card[data-variant="kingofthehill"] .stats-total').textContent();
    assert.match(total, { en: /^10,000 finished games$/, fr: /^10\s000 parties terminées$/, 'pt-BR': /^10\.000 /, sv: /^10\s000 / }[lang]);
    const lielow = await page.locator('.stats-card[data-variant="lielow"] .result-legend').textContent();
    assert.ok(/33[.,]33/.test(lielow) && /66[.,]67/.test(lielow), `${lang}: ${lielow}`);
    // Lielow has no draws, so no row for them.
    assert.equal(await page.locator('.stats-card[data-variant="lielow"] .result-legend li').count(), 2, `${lang}: Lielow's legend`);
    // All or none: no decimals to show.
    const race = await page.locator('.stats-card[data-variant="racingkings"] .result-legend').textContent();
    assert.ok(/100\s?%|%100/.test(race) && !/100[.,]00/.test(race) && !/0[.,]00/.test(race), `${lang}: ${race}`);
  }
});

/** Contrast ratio of two CSS colours (rgb/rgba strings), as WCAG defines it. */
function contrast(a, b) {
  const lum = text => {
    const [r, g, bl] = text.match(/[\d.]+/g).slice(0, 3).map(Number).map(v => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

for (const scheme of ['light', 'dark']) {
  test(`bars and swatches stand out from the card in the ${scheme} scheme`, ready, async () => {
    for (const width of [1280, 360]) {
      const { page, context } = await site.visitor({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      await statsPage(page, width === 1280 ? 'en' : 'fr');
      const marks = await page.evaluate(() => {
        const card = document.querySelector('.stats-card[data-variant="kingofthehill"]');
        const background = getComputedStyle(card).backgroundColor;
        return [...card.querySelectorAll('.seg, .swatch')].map(el => {
          const style = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          return {
            what: el.className,
            background,
            fill: style.backgroundColor,
            edge: style.borderTopColor,
            edgeWidth: parseFloat(style.borderTopWidth),
            width: box.width,
            height: box.height,
          };
        });
      });
      assert.equal(marks.length, 6);
      for (const mark of marks) {
        const fill = contrast(mark.fill, mark.background);
        const edge = mark.edgeWidth >= 1 ? contrast(mark.edge, mark.background) : 0;
        assert.ok(Math.max(fill, edge) >= 3, `${scheme}: ${mark.what} has contrast ${fill.toFixed(2)} (fill) / ${edge.toFixed(2)} (edge) against ${mark.background}`);
        if (mark.what.includes('swatch')) assert.ok(mark.width >= 1.8 * mark.height, `${mark.what} is ${mark.width}x${mark.height}: a box, like a checkbox`);
      }
      // Black wins and draws are told apart from each other too.
      const fills = Object.fromEntries(marks.filter(m => m.what.startsWith('seg ')).map(m => [m.what, m.fill]));
      assert.ok(contrast(fills['seg seg-black'], fills['seg seg-draw']) >= 3, `${scheme}: black and draw bars look alike`);
      assert.ok(contrast(fills['seg seg-white'], fills['seg seg-draw']) >= 2, `${scheme}: white and draw bars look alike`);
      await screenshot(page, `stats-${scheme}-${width}`);
      await context.close();
    }
  });
}
