// The game chat between two players: free text in a game by link (markup
// and links shown as text, a flood refused and never delivered, a mute
// that hides the opponent and stays after a reload), and the preset lines
// only, shown in each reader's language, in a lobby game between players
// without names, and a report. On a phone the chat stays below the board.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, screenshot, startGame } from './harness.mjs';

const site = useSite();
const { ready } = site;
const SEAT = /\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/;

/** Two browsers at one friend game of `variant`: { white, black } pages. */
async function friends(variant, hostOptions, guestOptions) {
  const host = await site.visitor(hostOptions);
  await host.page.goto(site.url + '/');
  await host.page.locator(`.game-card[data-variant="${variant}"] button[data-action="friend"]`).click();
  await host.page.waitForURL(SEAT);
  await host.page.waitForFunction(() => document.getElementById('share-link')?.value.includes('/game/'));
  const link = await host.page.locator('#share-link').inputValue();
  const guest = await site.visitor(guestOptions);
  await guest.page.goto(link);
  await guest.page.locator('#join-box button[data-action="join"]').click();
  await guest.page.waitForURL(SEAT);
  for (const p of [host.page, guest.page]) await p.waitForSelector('#board piece');
  const hostWhite = (await host.page.locator('.player-bottom').getAttribute('data-color')) === 'white';
  return hostWhite ? { white: host.page, black: guest.page } : { white: guest.page, black: host.page };
}

/** Types a line into the chat and sends it with Enter. */
async function say(page, text) {
  await page.locator('#chat-input').fill(text);
  await page.locator('#chat-input').press('Enter');
}

/** Waits until the page's chat shows a line with `text`. */
async function sees(page, text) {
  await page.locator('#chat-lines .chat-text').filter({ hasText: text }).first().waitFor();
}

async function lines(page) {
  return page.locator('#chat-lines .chat-text').allTextContents();
}

test('two friends chat in free text; a flood is refused; a mute hides the opponent', ready, async () => {
  const { white, black } = await friends('kingofthehill', { width: 1280, height: 900 }, { width: 360, height: 780 });
  for (const p of [white, black]) await p.locator('#chat-form').waitFor({ state: 'visible' });
  // The board stays in view on the phone: the chat is below it.
  const board = await black.locator('#board cg-board').boundingBox();
  assert.ok(board && board.y + board.height <= 780, `the board is on the first screen: ${JSON.stringify(board)}`);

  const typed = 'Hello <b>friend</b>, see https://example.com';
  await say(white, typed);
  await sees(black, 'https://example.com');
  assert.deepEqual(await lines(black), [typed], 'shown exactly as typed');
  assert.equal(await black.locator('#chat-lines a, #chat-lines b').count(), 0, 'no link, no markup');
  await say(black, 'Good luck to you too');
  await sees(white, 'Good luck to you too');
  assert.equal(await white.locator('#chat-lines .chat-line.mine .chat-who').first().textContent(), 'You');

  // White's second to fourth lines pass; a fifth within 10 s is refused.
  for (const text of ['second line', 'third one here', 'and a fourth']) {
    await say(white, text);
    await sees(black, text);
  }
  await say(white, 'fifth is too many');
  await white.locator('#chat-error').filter({ hasText: 'at most 4 in 10 seconds' }).waitFor();
  // Black's next line comes after White's refused one was handled: by the
  // time it is back, the refused line would have arrived.
  await say(black, 'slow down');
  await sees(black, 'slow down');
  assert.ok(!(await lines(black)).includes('fifth is too many'), 'the refused line was never delivered');
  const phone = (await white.viewportSize()).width === 360 ? white : black;
  const wide = phone === white ? black : white;
  await screenshot(wide, 'chat-free-en-1280');
  await screenshot(phone, 'chat-free-en-360');
  await wide.emulateMedia({ colorScheme: 'dark' });
  await screenshot(wide, 'chat-free-en-1280-dark');
  await wide.emulateMedia({ colorScheme: 'light' });

  // Black mutes White: White's lines go, Black's own stay, and the mute
  // outlives a reload (it is kept by this browser).
  await black.locator('#chat-mute').click();
  await black.locator('#chat-muted').waitFor({ state: 'visible' });
  assert.deepEqual(await lines(black), ['Good luck to you too', 'slow down']);
  await screenshot(black, 'chat-muted-en');
  await black.reload();
  await sees(black, 'slow down');
  assert.deepEqual(await lines(black), ['Good luck to you too', 'slow down']);
  assert.equal(await black.locator('#chat-mute').getAttribute('aria-pressed'), 'true');
  await black.locator('#chat-mute').click();
  await sees(black, 'and a fourth');
  assert.equal((await lines(black)).length, 6);
});

test('strangers in a lobby game talk with presets, each in their own language', ready, async () => {
  const host = await site.visitor({ locale: 'ru-RU', width: 360, height: 780 });
  // A lobby seek made as the lobby makes it, then taken by a stranger.
  const seat = await startGame(host.page, site.url, { variant: 'racingkings', opponent: 'seek', color: 'white', clock: { initial: 300, increment: 3 } });
  const guest = await site.visitor({ locale: 'pt-BR', width: 1280, height: 900 });
  await guest.page.goto(site.url + '/');
  const joined = await guest.page.evaluate(async id => {
    const r = await fetch(`/api/games/${id}/join`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    return r.json();
  }, seat.id);
  await guest.page.goto(site.url + joined.url);
  for (const p of [host.page, guest.page]) {
    await p.locator('#chat-presets').waitFor({ state: 'visible' });
    assert.equal(await p.locator('#chat-form').isVisible(), false, 'no free text between strangers');
  }
  await guest.page.locator('#chat-presets button[data-preset="good-luck"]').click();
  await sees(host.page, 'Удачи');
  await sees(guest.page, 'Boa sorte');
  await host.page.locator('#chat-presets button[data-preset="you-too"]').click();
  await sees(guest.page, 'Você também!');
  await sees(host.page, 'И вам!');
  // A report (the page asks first; the test's visitor agrees) is kept and said.
  await host.page.locator('#chat-report').click();
  await host.page.locator('#chat-reported').filter({ hasText: 'человек прочитает' }).waitFor();
  assert.equal(await host.page.locator('#chat-report').isDisabled(), true);
  await screenshot(host.page, 'chat-presets-ru-360');
  await host.page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(host.page, 'chat-presets-ru-360-dark');
  await screenshot(guest.page, 'chat-presets-pt-1280');
  await guest.page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(guest.page, 'chat-presets-pt-1280-dark');
});
