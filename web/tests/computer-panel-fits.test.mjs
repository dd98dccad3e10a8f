// The computer's options (level, colour, Start) fit the screen and their
// own panel in every language: no sideways scroll on a phone, nothing
// sticking out of the panel on a desktop.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

const LANGUAGES = ['en', 'fr', 'pt-BR', 'sv', 'es', 'de', 'it', 'nl', 'pl', 'ru', 'uk', 'tr'];

/** What sticks out: of the page sideways, and of the open panel. */
async function overflow(page) {
  return page.evaluate(() => {
    const form = document.querySelector('details.ai-setup[open] form.ai-form');
    const panel = form?.getBoundingClientRect();
    const outside = [];
    for (const el of form?.querySelectorAll('*') ?? []) {
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      if (r.left < panel.left - 0.5 || r.right > panel.right + 0.5) outside.push(`${el.tagName.toLowerCase()}.${el.className} ${Math.round(r.left)}–${Math.round(r.right)}`);
    }
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      panel: panel ? { left: panel.left, right: panel.right } : null,
      outside,
    };
  });
}

for (const width of [360, 1280]) {
  test(`the computer's options fit at ${width} px in all twelve languages`, ready, async () => {
    const { page } = await site.visitor({ width, height: 800 });
    for (const lang of LANGUAGES) {
      await page.goto(`${site.url}/?lang=${lang}`);
      for (const variant of ['kingofthehill', 'racingkings', 'lielow', 'chess']) {
        const card = page.locator(`.game-card[data-variant="${variant}"]`);
        await card.locator('details.ai-setup > summary').click();
        await card.locator('form.ai-form').waitFor({ state: 'visible' });
        // The longest level name is the one shown.
        await card.locator('select[name="level"]').selectOption('8');
        const seen = await overflow(page);
        assert.equal(seen.page, 0, `${lang} ${variant} at ${width} px: the page scrolls sideways by ${seen.page} px`);
        assert.deepEqual(seen.outside, [], `${lang} ${variant} at ${width} px: sticking out of the panel ${JSON.stringify(seen.panel)}`);
        assert.ok(seen.panel.left >= 0 && seen.panel.right <= width, `${lang} ${variant}: the panel is on screen ${JSON.stringify(seen.panel)}`);
        if (variant === 'lielow' && (lang === 'ru' || lang === 'tr')) await screenshot(page, `computer-panel-${lang}-${width}`);
        await card.locator('details.ai-setup > summary').click();
      }
    }
  });
}
