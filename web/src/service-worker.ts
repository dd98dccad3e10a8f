// The service worker (served as /sw.js, scope `/`; built on its own by
// build.mjs, without the pages' chunks). Its one job today: the site with
// no network. At install it keeps the pages that work offline (home, a
// same-device game, the rules guides, the offline page) and every asset
// they name; then pages come from the network when it answers and from
// this cache when it does not, and assets from the cache first. Every
// other page, the analysis first, needs the network: offline, it gets the
// page that says so. The version in the script's URL (`/sw.js?v=…`, the
// assets' fingerprint and the strings' hash) names the cache, so a new
// build installs afresh and the old cache goes.
//
// Web Push goes in the section "Notifications" at the end: its listeners
// need nothing of the cache above.

import { listenForPushes, type PushScope } from './push-worker';

/** The little of the service-worker scope this file uses (the page's DOM types lack it). */
interface LifeEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchingEvent extends LifeEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: LifeEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchingEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const PREFIX = 'regalia-offline-';
const CACHE = PREFIX + (new URL(worker.location.href).searchParams.get('v') ?? 'dev');

/** Every same-device game's page is the same shell (it reads its id from the address); kept under this key. */
const LOCAL_SHELL = '/local/';

/** The pages kept for offline use, by the key they are kept under: the address fetched at install. */
const OFFLINE_PAGES: Record<string, string> = {
  '/': '/',
  [LOCAL_SHELL]: '/local/offline',
  '/offline': '/offline',
  '/rules': '/rules',
  '/rules/kingofthehill': '/rules/kingofthehill',
  '/rules/racingkings': '/rules/racingkings',
  '/rules/lielow': '/rules/lielow',
  '/rules/chess': '/rules/chess',
};

/** The key a page is kept under, or null for the pages that need the network. */
function pageKey(path: string): string | null {
  if (path.startsWith('/local/')) return LOCAL_SHELL;
  return Object.prototype.hasOwnProperty.call(OFFLINE_PAGES, path) ? path : null;
}

/** The site's assets a page names (scripts, chunks, style sheets, strings), with their `?v=`. */
function assetsOf(html: string): string[] {
  return [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map(m => m[1].replaceAll('&amp;', '&'));
}

/** The chunks a script imports, now or later (`import("./chunk-….js")`), as addresses. */
function chunksOf(script: string, url: string): string[] {
  return [...script.matchAll(/["'](\.\/chunk-[\w-]+\.js)["']/g)].map(m => new URL(m[1], new URL(url, worker.location.href)).pathname);
}

/**
 * What the worker fetches for itself (pages and assets to keep): at low
 * priority, so that the visitor's own pages and assets, asked for at the
 * same time on a first visit, go first.
 */
function fetchToKeep(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, priority: 'low' } as RequestInit);
}

/**
 * Keeps a page and every asset it names, with the chunks those scripts
 * import, also the ones they import only when needed (the rules of a
 * typed move). `seen` holds the assets already kept or being kept by
 * this round (each is fetched once, however many pages name it). What
 * fails is left for the next visit.
 */
async function keepPage(cache: Cache, key: string, response: Response, seen = new Set<string>()): Promise<void> {
  const html = await response.clone().text();
  await cache.put(key, response);
  const queue = assetsOf(html).filter(url => !seen.has(url));
  for (const url of queue) seen.add(url);
  while (queue.length) {
    const url = queue.shift() as string;
    let kept = await cache.match(url);
    if (!kept) {
      const fetched = await fetchToKeep(url).catch(() => null);
      if (!fetched?.ok) continue;
      await cache.put(url, fetched.clone());
      kept = fetched;
    }
    if (!new URL(url, worker.location.href).pathname.endsWith('.js') || url.startsWith('/assets/strings/')) continue;
    for (const chunk of chunksOf(await kept.text(), url)) {
      if (!seen.has(chunk)) {
        seen.add(chunk);
        queue.push(chunk);
      }
    }
  }
}

/**
 * Keeps the offline pages one after another (not all at once: a first
 * visit's next pages share the connections with this), each asset once.
 */
async function install(): Promise<void> {
  const cache = await caches.open(CACHE);
  const seen = new Set<string>();
  for (const [key, url] of Object.entries(OFFLINE_PAGES)) {
    const response = await fetchToKeep(url, { credentials: 'same-origin' }).catch(() => null);
    if (response?.ok) await keepPage(cache, key, response, seen);
  }
}

async function activate(): Promise<void> {
  for (const name of await caches.keys()) if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
  await worker.clients.claim();
}

/** A page: the network's, kept when it works offline; else the kept one, else the offline page. */
async function page(request: Request, key: string | null): Promise<Response> {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    // Kept in the visitor's current language, with the assets it names.
    if (key && response.ok) void keepPage(cache, key, response.clone());
    return response;
  } catch (error) {
    const kept = (key && (await cache.match(key))) || (await cache.match('/offline'));
    if (kept) return kept;
    throw error;
  }
}

/** An asset: the cache's (each URL carries its version), else the network's, kept. */
async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) void cache.put(request, response.clone());
  return response;
}

worker.addEventListener('install', event => event.waitUntil(install().then(() => worker.skipWaiting())));
worker.addEventListener('activate', event => event.waitUntil(activate()));
worker.addEventListener('fetch', event => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(request, pageKey(url.pathname)));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(asset(request));
});

// ---- Notifications ----
// Web Push (issue 24): the `push` and `notificationclick` listeners
// (push-worker.ts) show the server's notice and open its game.
listenForPushes(self as unknown as PushScope);
