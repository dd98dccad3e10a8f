// Translated strings handed over by the server in the page's JSON block.
// Variables are `{name}` placeholders; `id#0`/`id#1` are the forms for the
// counts 0 and 1, `id@white`/`id@black` the forms for a colour.

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

/** The message `id`, with `{name}` placeholders filled from `args`. */
export function t(id: string, args: Args = {}): string {
  const s = data.strings;
  let text: string | undefined;
  if (typeof args.count === 'number' && (args.count === 0 || args.count === 1)) text = s[`${id}#${args.count}`];
  if (text === undefined && typeof args.color === 'string') text = s[`${id}@${args.color}`];
  if (text === undefined) text = s[id];
  if (text === undefined) return id;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    args[name] !== undefined ? String(args[name]) : whole,
  );
}

/** The name of a colour in the page language. */
export function colorName(color: 'white' | 'black'): string {
  return t(color === 'white' ? 'game-white' : 'game-black');
}
