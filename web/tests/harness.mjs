// Shared setup of the browser tests: the real `regalia serve` binary on a
// free port with a fresh SQLite file, and Debian's headless Chromium driven
// by playwright-core. Screenshots go to target/screenshots/ (git-ignored).

import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';
import { before, after, afterEach } from 'node:test';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '..', '..');
export const screenshots = path.join(root, 'target', 'screenshots');

const chromiumPath = process.env.REGALIA_CHROMIUM ?? '/usr/bin/chromium';
const binary = process.env.REGALIA_BIN ?? path.join(root, 'target', 'debug', 'regalia');

/** Why the browser tests cannot run here, or null when they can. */
export function missingTools() {
  if (!existsSync(chromiumPath)) return `Chromium not found at ${chromiumPath} (install the chromium package)`;
  if (!existsSync(binary)) return `the regalia binary is not built at ${binary} (run cargo build first)`;
  return null;
}

/** Options for node:test: skip outside CI when tools are missing; in CI the tests run and fail. */
export function skipUnlessReady() {
  const missing = missingTools();
  if (!missing) return {};
  if (process.env.CI === 'true') return {};
  return { skip: missing };
}

/**
 * Starts `regalia serve` on a free port: on a fresh SQLite file, or with
 * `args` (say `['--db', url, '--bus', url]`, a node of a cluster).
 */
export async function startServer({ args = null } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'regalia-web-'));
  const db = `sqlite://${path.join(dir, 'regalia.db')}`;
  const child = spawn(binary, ['serve', '--addr', '127.0.0.1:0', ...(args ?? ['--db', db])], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, RUST_LOG: process.env.RUST_LOG ?? 'warn' },
  });
  let stderr = '';
  child.stderr.on('data', chunk => (stderr += chunk));
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', chunk => {
      out += chunk;
      const match = /http:\/\/[0-9.]+:\d+/.exec(out);
      if (match) resolve(match[0]);
    });
    child.on('exit', code => reject(new Error(`regalia serve exited with ${code}: ${stderr}`)));
  });
  return {
    url,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) {
        rmSync(dir, { recursive: true, force: true });
        return;
      }
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// launch() runs Chromium with a fresh temporary profile (user data dir) of
// its own and removes it on close.
export async function startBrowser() {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const missing = watchStrings(browser);
  return {
    browser,
    /**
     * The message ids the pages of this browser asked t() for and were not
     * sent (web/src/i18n.ts says each on the console), since the last call;
     * `useSite` fails each test after which there are any.
     */
    async missingStrings() {
      for (const context of browser.contexts()) {
        for (const page of context.pages()) {
          const ids = await page.evaluate(() => window.regaliaMissingStrings?.splice(0) ?? []).catch(() => []);
          for (const id of ids) missing.add(`${id} on ${page.url()}`);
        }
      }
      const found = [...missing];
      missing.clear();
      return found;
    },
    /** A fresh visitor: own cookies and storage. Phone size unless told.
     * The service worker is blocked unless a test asks for it
     * (`serviceWorkers: 'allow'`) or the run does (`REGALIA_SW=allow`):
     * a page that has one answers a navigation with its kept copy or the
     * offline page when the server is gone, which tests that stop or
     * restart servers do not expect; and its install after the first
     * visit adds requests to the next navigations of quick tests. */
    async visitor({ width = 360, height = 780, locale = 'en-GB', serviceWorkers = process.env.REGALIA_SW ?? 'block' } = {}) {
      const context = await browser.newContext({ viewport: { width, height }, locale, deviceScaleFactor: 1, serviceWorkers });
      const page = await context.newPage();
      page.on('dialog', dialog => dialog.accept());
      return { context, page };
    },
    async close() {
      const left = await this.missingStrings();
      await browser.close();
      assert.deepEqual(left, [], 'pages asked for strings they were not sent');
    },
  };
}

/**
 * Collects what every page of every context of `browser` reports as a
 * missing string (web/src/i18n.ts: `regalia: missing string ID`), also in
 * contexts a test makes itself, as `ID on URL`.
 */
function watchStrings(browser) {
  const missing = new Set();
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async options => {
    const context = await newContext(options);
    context.on('console', message => {
      const said = /^regalia: missing string (\S+)$/.exec(message.text());
      if (said && message.type() === 'error') missing.add(`${said[1]} on ${message.page()?.url() ?? '?'}`);
    });
    return context;
  };
  return missing;
}

export async function screenshot(page, name) {
  mkdirSync(screenshots, { recursive: true });
  const file = path.join(screenshots, `${name}.png`);
  // Let the board finish animating so the picture shows where pieces are.
  await page.waitForFunction(() => !document.querySelector('piece.anim, piece.fading'));
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** The centre of a square of the main board, in page coordinates. */
export async function squareCenter(page, square, selector = '#board') {
  const board = page.locator(`${selector} cg-board`);
  const box = await board.boundingBox();
  if (!box) throw new Error('the board is not visible');
  const orientation = await page.locator(`${selector} .cg-wrap, ${selector}`).first().evaluate(el =>
    el.classList.contains('orientation-black') ? 'black' : 'white',
  );
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square[1]) - 1;
  const size = box.width / 8;
  const x = orientation === 'white' ? file : 7 - file;
  const y = orientation === 'white' ? 7 - rank : rank;
  return { x: box.x + (x + 0.5) * size, y: box.y + (y + 0.5) * size };
}

/** Plays a UCI move by clicking the origin and then the destination. */
export async function clickMove(page, uci) {
  const from = await squareCenter(page, uci.slice(0, 2));
  const to = await squareCenter(page, uci.slice(2, 4));
  await page.mouse.click(from.x, from.y);
  await page.mouse.click(to.x, to.y);
}

/** The moves in the move list, as shown. */
export async function moveList(page) {
  return page.locator('#moves button.move').allTextContents();
}

/** Waits until the move list shows `count` moves. */
export async function waitForMoves(page, count) {
  await page.waitForFunction(n => document.querySelectorAll('#moves button.move').length >= n, count);
}

/**
 * The class list of the piece drawn on a square of the main board, or null,
 * once the board has finished animating (a moving piece keeps its old look
 * until it lands).
 */
export async function pieceAt(page, square) {
  await page.waitForFunction(() => !document.querySelector('#board piece.anim, #board piece.fading'));
  return page.evaluate(sq => {
    for (const el of document.querySelectorAll('#board cg-board piece')) {
      if (el.cgKey === sq && !el.classList.contains('ghost') && !el.cgFading) return el.className;
    }
    return null;
  }, square);
}

/**
 * Waits (up to 5 s) for the piece on `square` to match `pattern` (its class
 * list), then checks it: the board may still be drawing the last move.
 */
export async function expectPiece(page, square, pattern) {
  const until = Date.now() + 5000;
  let classes = await pieceAt(page, square);
  while (!pattern.test(classes ?? '') && Date.now() < until) {
    await new Promise(resolve => setTimeout(resolve, 50));
    classes = await pieceAt(page, square);
  }
  assert.match(classes ?? '(no piece)', pattern, `the piece on ${square}`);
}

/** Drags a piece from a square to a point off the board (above it). */
export async function dragOffBoard(page, square) {
  const from = await squareCenter(page, square);
  const box = await page.locator('#board cg-board').boundingBox();
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y - 20, { steps: 4 });
  await page.mouse.move(from.x, box.y - 25, { steps: 8 });
  await page.mouse.up();
}

/**
 * The usual fixture of a test file: one fresh server and one browser for
 * all its tests, started before the first and stopped after the last.
 * `site.ready` is the node:test options (see skipUnlessReady), `site.url`
 * the server's address, `site.visitor()` a fresh visitor; `site.server`
 * and `site.browser` are there for anything else.
 */
export function useSite() {
  const site = {
    ready: skipUnlessReady(),
    server: null,
    browser: null,
    get url() {
      return site.server.url;
    },
    visitor(options) {
      return site.browser.visitor(options);
    },
  };
  before(async () => {
    if (site.ready.skip) return;
    site.server = await startServer();
    site.browser = await startBrowser();
  });
  // The safety net of the strings sent per page: a test fails when a page
  // asked for a message it was not sent.
  afterEach(async () => {
    const missing = (await site.browser?.missingStrings()) ?? [];
    assert.deepEqual(missing, [], 'pages asked for strings they were not sent');
  });
  after(async () => {
    try {
      await site.browser?.close();
    } finally {
      await site.server?.stop();
    }
  });
  return site;
}

/** Starts a same-device game of `variant` from the home page of `url`. */
export async function newLocalGame(page, url, variant) {
  await page.goto(url + '/');
  await page.locator(`.game-card[data-variant="${variant}"] button[data-action="local"]`).click();
  await page.waitForURL(/\/local\//);
  await page.waitForSelector('#board piece');
}

/**
 * Starts a game of `variant` against the computer at level 1 from the home
 * page of `url`, the visitor playing White; returns once the board is drawn.
 */
export async function startComputerGame(page, url, variant) {
  await page.goto(url + '/');
  const card = page.locator(`.game-card[data-variant="${variant}"]`);
  await card.locator('details.ai-setup > summary').click();
  await card.locator('select[name="level"]').selectOption('1');
  await card.locator('input[name="color"][value="white"]').check();
  await card.locator('form.ai-form button[type="submit"]').click();
  await page.waitForURL(SEAT_URL);
  await page.waitForSelector('#board piece');
}

/** A game page's address with its seat secret. */
export const SEAT_URL = /\/game\/[A-Za-z0-9]+\/[0-9a-f]{32}$/;

/** Creates a game (POST /api/games with `body`) from `page`, already on the site: the visitor's session holds the seat. */
export async function createGame(page, body) {
  return page.evaluate(async body => {
    const r = await fetch('/api/games', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return r.json();
  }, body);
}

/** Creates a game with `body` as the visitor of `page` on the site at `url`, and opens its seat's page: returns the seat answer once the board is drawn. */
export async function startGame(page, url, body) {
  await page.goto(url + '/');
  const seat = await createGame(page, body);
  await page.goto(url + seat.url);
  await page.waitForSelector('#board piece');
  return seat;
}

/** Opens the invitation at `url` on `page`, takes its seat, and waits for the board. */
export async function joinInvitation(page, url) {
  await page.goto(url);
  await page.locator('#join-box button[data-action="join"]').click();
  await page.waitForURL(SEAT_URL);
  await page.waitForSelector('#board piece');
}

/**
 * A player without a browser on the site at `url`, as a program using the
 * Board API would be: a session cookie, a name taken, and `call(method,
 * path, body)`, which sends JSON with the cookie, fails the test on an
 * error status and returns the parsed answer (null when empty).
 */
export async function apiPlayer(url, name) {
  const taken = await fetch(`${url}/api/player`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  assert.equal(taken.status, 201, await taken.text());
  const cookie = taken.headers.get('set-cookie').split(';')[0];
  const call = async (method, path, body) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    assert.ok(response.ok, `${method} ${path}: ${response.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  return { name, cookie, call };
}
