// Lielow's stacks are drawn with their own art, never a chess piece image
// (a stack of 2 has the role `b-piece`, the chess bishop's role), for every
// height, both owners, crowned or not; and the board's text for screen
// readers names owner, height and crown right in every language.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useSite, root, screenshot } from './harness.mjs';
import { stackSvg, svgUrl, ART_TOP, ART_BOTTOM } from '../lielow-art.mjs';

const site = useSite();
const { ready } = site;

// Heights 1 to 6 of both colours, White's crown on its 2, Black's on its 5
// (two stacks of 6 tie for tallest, so the crown may stay lower); then
// heights 7 and 8, White's 8 crowned and Black's 7 (its two 8s tie).
const LOW = '8/B1B2B3B4B5*B6B61/8/8/8/8/W1W2*W3W4W5W6W61/8 w -';
const HIGH = '8/B7*B8B85/8/8/8/8/W8*W76/8 w -';

/** The starts of chessgroundx's chess piece images, as the built CSS writes them (svgUrl). */
function chessImages() {
  const css = readFileSync(path.join(root, 'web', 'node_modules', 'chessgroundx', 'assets', 'chessground.cburnett.css'), 'utf8');
  const images = [...css.matchAll(/base64,([A-Za-z0-9+/=]{40,})/g)].map(m => svgUrl(Buffer.from(m[1], 'base64').toString('utf8')).slice(5, 200));
  assert.ok(images.length >= 12, 'the chess piece images were found');
  return images;
}

async function openPosition(page, fen, lang = 'en') {
  const answer = await page.request.post(`${site.url}/api/games`, {
    data: { variant: 'lielow', fen, color: 'white', opponent: 'friend', clock: null },
  });
  assert.equal(answer.status(), 201, await answer.text());
  const seat = await answer.json();
  await page.goto(`${site.url}${seat.url}?lang=${lang}`);
  await page.waitForFunction(() => document.querySelectorAll('#board cg-board piece').length > 0);
  await page.waitForFunction(() => !document.querySelector('#board piece.anim, #board piece.fading'));
  return seat;
}

/** Every piece of the board with its role, colour and the images it draws. */
async function drawnPieces(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('#board cg-board piece')].map(el => ({
      square: el.cgKey,
      classes: el.className,
      images: [getComputedStyle(el), getComputedStyle(el, '::before'), getComputedStyle(el, '::after')].map(s => s.backgroundImage),
      width: el.getBoundingClientRect().width,
    })),
  );
}

function checkArt(pieces, chess) {
  const byLook = new Map();
  for (const piece of pieces) {
    const [own] = piece.images;
    for (const image of piece.images) {
      for (const chessImage of chess) assert.ok(!image.includes(chessImage), `${piece.square} (${piece.classes}) draws a chess piece image`);
    }
    assert.match(own, /^url\("data:image\/svg\+xml,/, `${piece.square} (${piece.classes}) has art of its own`);
    const look = piece.classes.split(' ').filter(c => /^(white|black|p?[a-h]-piece)$/.test(c)).sort().join(' ');
    byLook.set(look, own);
  }
  // Each owner, height and crown has a picture of its own.
  assert.equal(new Set(byLook.values()).size, byLook.size, 'two kinds of stack share a picture');
  return byLook.size;
}

test('no Lielow stack is drawn with a chess piece image, at any height, crowned or not', ready, async () => {
  const chess = chessImages();
  for (const width of [1280, 360]) {
    const { page, context } = await site.visitor({ width, height: width > 800 ? 900 : 780 });
    await openPosition(page, LOW);
    const low = await drawnPieces(page);
    assert.equal(low.length, 14);
    assert.equal(checkArt(low, chess), 12);
    await screenshot(page, `lielow-heights-1-6-${width}`);
    await openPosition(page, HIGH);
    const high = await drawnPieces(page);
    assert.equal(high.length, 5);
    assert.equal(checkArt(high, chess), 4);
    await screenshot(page, `lielow-heights-7-8-${width}`);
    await context.close();
  }
});

test('the board text names owner, height and crown in every language', ready, async () => {
  const expected = {
    en: ['a2 White stack of 1,', 'b2 White stack of 2 (crowned)', 'e7 Black stack of 5 (crowned)', 'a7 Black stack of 1,'],
    fr: ['a2 Pile blanche de hauteur 1,', 'b2 Pile blanche de hauteur 2 (couronnée)', 'e7 Pile noire de hauteur 5 (couronnée)', 'a7 Pile noire de hauteur 1,'],
    'pt-BR': ['a2 Pilha branca de altura 1,', 'b2 Pilha branca de altura 2 (coroada)', 'e7 Pilha preta de altura 5 (coroada)', 'a7 Pilha preta de altura 1,'],
    sv: ['a2 Vit stapel med höjden 1,', 'b2 Vit stapel med höjden 2 (krönt)', 'e7 Svart stapel med höjden 5 (krönt)', 'a7 Svart stapel med höjden 1,'],
  };
  const { page } = await site.visitor();
  for (const [lang, parts] of Object.entries(expected)) {
    await openPosition(page, LOW, lang);
    const text = await page.locator('#board-text').textContent();
    for (const part of parts) assert.ok(text.includes(part), `${lang}: "${part}" in "${text}"`);
    // A White stack is never called Black (and the other way round).
    const [white, black] = text.split(/(?<=\.) /);
    assert.ok(!/noire|preta|Svart|Black/.test(white), `${lang}: ${white}`);
    assert.ok(!/blanche|branca|Vit |White/.test(black), `${lang}: ${black}`);
  }
  // A crowned stack of height 1 too.
  await openPosition(page, '8/B1*7/8/8/8/8/W1*7/8 w -', 'en');
  const text = await page.locator('#board-text').textContent();
  assert.equal(text, 'White: a2 White stack of 1 (crowned). Black: a7 Black stack of 1 (crowned).');
});

test('every stack, up to 8 high and crowned, keeps clear of its square\'s top edge and file-letter corner', () => {
  for (let height = 1; height <= 8; height++) {
    for (const crowned of [false, true]) {
      const svg = stackSvg('white', height, crowned);
      const discs = [...svg.matchAll(/cy="([\d.]+)"[^>]*ry="(\d+)"/g)].map(m => [Number(m[1]), Number(m[2])]);
      const crown = /M34 ([\d.]+)l-4-17/.exec(svg);
      const top = crown ? Number(crown[1]) - 17 : Math.min(...discs.map(([y, r]) => y - r));
      const bottom = Math.max(...discs.map(([y, r]) => y + r));
      assert.ok(top >= ART_TOP, `height ${height}${crowned ? ' crowned' : ''}: the art starts at ${top}`);
      assert.ok(bottom <= ART_BOTTOM, `height ${height}${crowned ? ' crowned' : ''}: the art ends at ${bottom}`);
    }
  }
  assert.ok(ART_TOP >= 5 && ART_BOTTOM <= 90);
});
