// Translated strings handed over by the server as one script per language
// and page script (`/assets/strings/{lang}/{page}.js`,
// crates/server/src/site/strings.rs), which runs before the page's own
// script and sets `window.regaliaStrings`. A page gets only the messages
// its scripts name (web/strings-used.mjs finds them at build time); one it
// asks for and lacks is reported (`reportMissing`), and the browser tests
// fail on that. Variables are `{name}` placeholders;
// `id#0`/`id#1` are a message's own words for the counts 0 and 1,
// `id#one`/`id#few`/`id#other`... its forms per plural category of the
// language, `id@white`/`id@black` the forms for a colour, and
// `id@white#one`... both at once.

import type { VariantName } from './generated/VariantName';

export interface PageData {
  page: string;
  lang: string;
  strings: Record<string, string>;
  gameId?: string;
  seat?: string;
  localId?: string;
  variant?: string;
  /** The service worker's address with its version (`/sw.js?v=…`); none on framed pages. */
  sw?: string;
}

declare global {
  interface Window {
    regaliaStrings?: Record<string, string>;
    /** The message ids this page asked t() for and was not sent. */
    regaliaMissingStrings?: string[];
  }
}

let data: PageData = { page: '', lang: 'en', strings: {} };

export function loadPageData(): PageData {
  const node = document.getElementById('page-data');
  if (node?.textContent) data = JSON.parse(node.textContent) as PageData;
  data.strings = window.regaliaStrings ?? {};
  return data;
}

export function pageData(): PageData {
  return data;
}

/** Uses `strings` (as the language script gives them) from now on: for tests without a page. */
export function useStrings(strings: Record<string, string>, lang = 'en'): void {
  data = { ...data, lang, strings };
}

export type Args = Record<string, string | number>;

/**
 * The message `id`, with `{name}` placeholders filled from `args`; the id
 * itself, reported as missing, when the page has no such message.
 */
export function t(id: string, args: Args = {}): string {
  const text = tIfAny(id, args);
  if (text !== null) return text;
  reportMissing(id);
  return id;
}

/**
 * A message id the page was not sent: said on the console (the browser
 * tests fail a test whose page says it, web/tests/harness.mjs) and kept
 * in `window.regaliaMissingStrings`.
 */
function reportMissing(id: string): void {
  if (typeof window === 'undefined') return;
  const missing = (window.regaliaMissingStrings ??= []);
  if (missing.includes(id)) return;
  missing.push(id);
  console.error(`regalia: missing string ${id}`);
}

/**
 * The message `id` as t() gives it, or null when the page has none: for
 * ids made from what the server says (an error code) that may have no
 * words of their own, whose callers fall back to a general message.
 */
export function tIfAny(id: string, args: Args = {}): string | null {
  const s = data.strings;
  const count = typeof args.count === 'number' ? args.count : null;
  const color = typeof args.color === 'string' ? args.color : null;
  const counted = (base: string): string[] =>
    count === null ? [] : [`${base}#${count}`, `${base}#${pluralCategory(count)}`];
  const keys = [...(color ? [...counted(`${id}@${color}`), `${id}@${color}`] : []), ...counted(id), id];
  const text = keys.map(key => s[key]).find(found => found !== undefined);
  if (text === undefined) return null;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = args[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}

let numbers: Intl.NumberFormat | null = null;

/** A number as the page language writes it ("10,000", "10 000"). */
export function formatNumber(n: number): string {
  if (!numbers) {
    try {
      numbers = new Intl.NumberFormat(data.lang);
    } catch {
      numbers = new Intl.NumberFormat('en');
    }
  }
  return numbers.format(n);
}

let plurals: Intl.PluralRules | null = null;

/** The plural category of a number in the page language (`one`, `few`, `other`...). */
export function pluralCategory(n: number): string {
  if (!plurals || plurals.resolvedOptions().locale.split('-')[0] !== data.lang.split('-')[0]) {
    try {
      plurals = new Intl.PluralRules(data.lang);
    } catch {
      plurals = new Intl.PluralRules('en');
    }
  }
  return plurals.select(n);
}

/** Each game's message id, named whole so the build sends a page only these of the `game-` messages. */
const GAME_NAMES: Record<VariantName, string> = {
  chess: 'game-chess',
  kingofthehill: 'game-kingofthehill',
  racingkings: 'game-racingkings',
  lielow: 'game-lielow',
};

/** A game's name (King of the Hill, Lielow...) in the page language. */
export function gameName(variant: string): string {
  const id = GAME_NAMES[variant as VariantName] as string | undefined;
  return id ? t(id) : variant;
}

/** The name of a colour in the page language. */
export function colorName(color: 'white' | 'black'): string {
  return t(color === 'white' ? 'game-white' : 'game-black');
}

/**
 * A computer level's name with its approximate rating in the game
 * ("Casual · about 1200"; the server sends the rating as `levelRating`).
 */
export function levelName(level: number | null | undefined, rating: number | null | undefined): string {
  const name = t(`level-${level ?? 1}`);
  return rating == null ? name : `${name} · ${t('level-about', { rating: String(rating) })}`;
}
