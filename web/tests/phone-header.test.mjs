// On a phone (360 px) the header shows the chosen language's whole name
// and the menu on one line, in all twelve languages; and a long player
// name on a game page is shown whole.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, startComputerGame, screenshot } from './harness.mjs';

const site = useSite();
const { ready } = site;

const LANGUAGES = ['en', 'fr', 'pt-BR', 'sv', 'es', 'de', 'it', 'nl', 'pl', 'ru', 'uk', 'tr'];

test('at 360 px the language name is whole and the menu is one line in every language', ready, async () => {
  const { page } = await site.visitor({ width: 360, height: 780 });
  for (const lang of LANGUAGES) {
    await page.goto(`${site.url}/?lang=${lang}`);
    const seen = await page.evaluate(() => {
      const select = document.querySelector('.lang-switch select');
      const style = getComputedStyle(select);
      const canvas = document.createElement('canvas').getContext('2d');
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = canvas.measureText(select.selectedOptions[0].textContent).width;
      // Room for the text: the box less its padding, borders and the arrow (about 1.2em).
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 1.2 * parseFloat(style.fontSize);
      const tops = [...document.querySelectorAll('.site-nav a')].map(a => Math.round(a.getBoundingClientRect().top));
      return { name: select.selectedOptions[0].textContent, text, room, tops, scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth };
    });
    assert.ok(seen.text <= seen.room, `${lang}: "${seen.name}" needs ${seen.text.toFixed(0)} px, the select has ${seen.room.toFixed(0)}`);
    assert.equal(new Set(seen.tops).size, 1, `${lang}: the menu runs on ${new Set(seen.tops).size} lines`);
    assert.equal(seen.scroll, 0, `${lang}: the page scrolls sideways`);
  }
  await page.goto(`${site.url}/?lang=pt-BR`);
  await screenshot(page, 'phone-header-pt-BR-360');
});

test('a long player name is shown whole on a phone', ready, async () => {
  const { page } = await site.visitor({ width: 360, height: 780, locale: 'ru-RU' });
  await startComputerGame(page, site.url, 'chess');
  const name = page.locator('.player-top .player-name');
  await name.filter({ hasText: 'Новичок' }).waitFor();
  const cut = await name.evaluate(el => el.scrollWidth > el.clientWidth + 1 || getComputedStyle(el).textOverflow === 'ellipsis');
  assert.equal(cut, false, `"${await name.textContent()}" is cut`);
  await screenshot(page, 'phone-computer-name-ru-360');
});
