// Translated strings handed over by the server in the page's JSON block.
// Variables are `{name}` placeholders; `id#0`/`id#1` are the forms for the
// counts 0 and 1, `id#one`, `id#few`, `id#many`… the forms for the page
// language's plural categories (chosen with Intl.PluralRules), and
// `id@white`/`id@black` the forms for a colour.

export interface PageData {
  page: string;
  lang: string;
  strings: Record<string, string>;
  gameId?: string;
  seat?: string;
  localId?: string;
  variant?: string;
}

let data: PageData = { page: '', lang: 'en', strings: {} };

export function loadPageData(): PageData {
  const node = document.getElementById('page-data');
  if (node?.textContent) data = JSON.parse(node.textContent) as PageData;
  return data;
}

export function pageData(): PageData {
  return data;
}

export type Args = Record<string, string | number>;

let plurals: { lang: string; rules: Intl.PluralRules | null } | null = null;

/** The CLDR plural category of `count` in the page language. */
function pluralCategory(count: number): string {
  if (plurals?.lang !== data.lang) {
    let rules: Intl.PluralRules | null = null;
    try {
      rules = new Intl.PluralRules(data.lang);
    } catch {
      rules = null;
    }
    plurals = { lang: data.lang, rules };
  }
  return plurals.rules?.select(count) ?? 'other';
}

/** A number written the page language's way ("1 234", "1.234", "1,234"). */
export function formatNumber(value: number): string {
  try {
    return new Intl.NumberFormat(data.lang).format(value);
  } catch {
    return String(value);
  }
}

/** A share (0.4932) as a percentage written the page language's way:
 *  "49.32%" in English, "49,32 %" in French and German, "%49,32" in Turkish. */
export function formatPercent(share: number): string {
  try {
    return new Intl.NumberFormat(data.lang, { style: 'percent', maximumFractionDigits: 2 }).format(share);
  } catch {
    return `${Math.round(share * 10000) / 100}%`;
  }
}

/** The message `id`, with `{name}` placeholders filled from `args`. */
export function t(id: string, args: Args = {}): string {
  const s = data.strings;
  let text: string | undefined;
  if (typeof args.count === 'number') {
    if (args.count === 0 || args.count === 1) text = s[`${id}#${args.count}`];
    if (text === undefined) text = s[`${id}#${pluralCategory(args.count)}`];
  }
  if (text === undefined && typeof args.color === 'string') text = s[`${id}@${args.color}`];
  if (text === undefined) text = s[id];
  if (text === undefined) return id;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = args[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value) : value;
  });
}

/** The name of a colour in the page language. */
export function colorName(color: 'white' | 'black'): string {
  return t(color === 'white' ? 'game-white' : 'game-black');
}
