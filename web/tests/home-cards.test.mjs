// The home page's game cards: the names of the games in each language, the
// card facts, and a card that opens its computer options without moving or
// stretching the others. Screenshots in four languages at 1280 and 360 px.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

const NAMES = {
  en: { kingofthehill: 'King of the Hill', racingkings: 'Racing Kings', lielow: 'Lielow', chess: 'Chess' },
  fr: { kingofthehill: 'Roi de la colline', racingkings: 'Course des rois', lielow: 'Lielow', chess: 'Échecs' },
  'pt-BR': { kingofthehill: 'Rei da Colina', racingkings: 'Corrida de Reis', lielow: 'Lielow', chess: 'Xadrez' },
  sv: { kingofthehill: 'King of the Hill', racingkings: 'Racing Kings', lielow: 'Lielow', chess: 'Schack' },
};

test('every game is named in the page language on cards, guides and statistics', ready, async () => {
  const { page } = await site.visitor({ width: 1280, height: 900 });
  for (const [lang, names] of Object.entries(NAMES)) {
    await page.goto(`${site.url}/?lang=${lang}`);
    for (const [variant, name] of Object.entries(names)) {
      assert.equal(await page.locator(`#card-${variant}`).textContent(), name, `${lang} home card`);
    }
    await page.goto(`${site.url}/rules/racingkings?lang=${lang}`);
    assert.equal((await page.locator('h1').textContent()).trim(), names.racingkings, `${lang} guide`);
    await page.goto(`${site.url}/stats?lang=${lang}`);
    await page.locator('.stats-card[data-variant="kingofthehill"] h2').waitFor();
    assert.equal(await page.locator('.stats-card[data-variant="kingofthehill"] h2').textContent(), names.kingofthehill, `${lang} statistics`);
  }
});

test('cards give players, length, complexity and inventor; guides the same', ready, async () => {
  const { page } = await site.visitor({ width: 1280, height: 900 });
  await page.goto(`${site.url}/?lang=en`);
  const lielow = await page.locator('.game-card[data-variant="lielow"] .card-facts').textContent();
  assert.match(lielow, /2 players/);
  // The cards compare the games in moves (the guide also gives minutes).
  assert.match(lielow, /about 23 moves each/);
  assert.match(lielow, /2 \/ 5/);
  assert.match(lielow, /Michael Amundsen, Alek Erickson, 2021/);
  for (const variant of ['kingofthehill', 'racingkings', 'chess']) {
    const facts = await page.locator(`.game-card[data-variant="${variant}"] .card-facts`).textContent();
    assert.match(facts, /2 players.*about \d+ moves each.*\d \/ 5/, variant);
  }
  // Every card's buttons start at the same height, lessons link or not.
  const tops = await page.locator('.game-card button[data-action="local"]').evaluateAll(buttons => buttons.map(b => Math.round(b.getBoundingClientRect().top)));
  assert.equal(new Set(tops).size, 1, `the buttons start at ${tops.join(', ')}`);
  await page.goto(`${site.url}/rules/racingkings?lang=fr`);
  const card = await page.locator('.game-facts').textContent();
  assert.match(card, /Joueurs\s*2 joueurs/);
  assert.match(card, /Inventé par\s*Vernon R\. Parton, 1961/);
  await page.goto(`${site.url}/rules/lielow?lang=sv`);
  assert.match(await page.locator('.game-facts').textContent(), /omkring 4 minuter/);
});

/** The boxes of the four cards and of the parts of each. */
function cardBoxes(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.game-card')].map(card => {
      const box = card.getBoundingClientRect();
      const blurb = card.querySelector('.card-blurb')?.getBoundingClientRect();
      return { variant: card.dataset.variant, x: box.x + scrollX, y: box.y + scrollY, width: box.width, height: box.height, blurb: blurb?.height ?? 0 };
    }),
  );
}

test('opening the computer options of one card leaves every card as it was', ready, async () => {
  for (const width of [1280, 800, 360]) {
    const { page, context } = await site.visitor({ width, height: 900 });
    await page.goto(`${site.url}/?lang=en`);
    await page.locator('.game-card').first().waitFor();
    for (const variant of ['kingofthehill', 'lielow']) {
      const before = await cardBoxes(page);
      const card = page.locator(`.game-card[data-variant="${variant}"]`);
      await card.locator('details.ai-setup > summary').click();
      await card.locator('form.ai-form button[type="submit"]').waitFor({ state: 'visible' });
      const after = await cardBoxes(page);
      for (let i = 0; i < before.length; i++) {
        const [b, a] = [before[i], after[i]];
        if (width >= 640 || b.variant !== variant) {
          // Side by side: nothing moves or grows. One column: the cards keep their size.
          assert.equal(a.height, b.height, `${width}px: opening ${variant} changes the height of ${b.variant}`);
          assert.equal(a.blurb, b.blurb, `${width}px: opening ${variant} stretches the text of ${b.variant}`);
          if (width >= 640) assert.deepEqual([a.x, a.y], [b.x, b.y], `${width}px: ${b.variant} moved`);
        }
      }
      if (variant === 'kingofthehill') await screenshot(page, `home-ai-open-${width}`);
      // Escape closes the options again.
      await card.locator('select[name="level"]').focus();
      await page.keyboard.press('Escape');
      await card.locator('form.ai-form').waitFor({ state: 'hidden' });
    }
    await context.close();
  }
});

test('home page screenshots in four languages, wide and narrow', ready, async () => {
  for (const width of [1280, 360]) {
    const { page, context } = await site.visitor({ width, height: 900 });
    for (const lang of Object.keys(NAMES)) {
      await page.goto(`${site.url}/?lang=${lang}`);
      await page.locator('.game-card .card-facts').first().waitFor();
      // No card text runs out of its card.
      const overflow = await page.evaluate(() =>
        [...document.querySelectorAll('.game-card')].filter(card => card.scrollWidth > card.clientWidth + 1).map(card => card.dataset.variant),
      );
      assert.deepEqual(overflow, [], `${lang} ${width}px`);
      await screenshot(page, `home-${lang}-${width}`);
    }
    await context.close();
  }
});
