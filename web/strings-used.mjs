// Which client strings each page kind needs: the message ids its scripts
// name, found in the built files (the page's script and every chunk it
// imports, now or later), so the server sends a page only those
// (crates/server/src/site/strings.rs). A script names an id either whole,
// as a string ('game-rated', "lobby-side-white"), or as the fixed start of
// a template (`error-code-${code}`: every id that starts so) or of a
// string added to (`'level-' + n`). A string that happens to equal an id
// costs a few bytes and nothing else; an id made another way would be
// missed, which t() reports at run time (web/src/i18n.ts) and the browser
// tests fail on (web/tests/harness.mjs).
//
// Also the build's check that every id the sources pass to t() as a
// string, and every template start they pass, exists in locales/en.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every message id of the English Fluent files (terms and comments left out). */
export async function englishIds(dir = '../locales/en') {
  const ids = new Set();
  for (const name of (await readdir(dir)).filter(f => f.endsWith('.ftl'))) {
    const text = await readFile(path.join(dir, name), 'utf8');
    for (const [, id] of text.matchAll(/^([a-zA-Z][\w-]*)\s*=/gm)) ids.add(id);
  }
  return ids;
}

const ID = '[a-z][a-z0-9]*(?:-[a-z0-9]+)*';
const WHOLE = new RegExp(`["'\`](${ID})["'\`]`, 'g');
// `prefix-${…}` and 'prefix-' + …
const STARTS = [new RegExp(`\`(${ID}-)\\$\\{`, 'g'), new RegExp(`["'](${ID}-)["']\\s*\\+`, 'g')];

/** The ids a built script names, by `ids` (every id there is). */
export function idsNamedIn(code, ids) {
  const named = new Set();
  for (const [, word] of code.matchAll(WHOLE)) if (ids.has(word)) named.add(word);
  const starts = new Set(STARTS.flatMap(re => [...code.matchAll(re)].map(m => m[1])));
  if (starts.size) {
    for (const id of ids) {
      for (const start of starts) if (id.startsWith(start)) named.add(id);
    }
  }
  return named;
}

/**
 * `{ page: [id, ...] }` for each page of the esbuild metafile `outputs`
 * (keyed by their entry names in `pages`, `{ page: { script } }`): the
 * ids named by the page's script and every chunk it reaches.
 */
export async function stringsPerPage(outputs, pages, ids) {
  const cache = new Map();
  const namedBy = async file => {
    if (!cache.has(file)) cache.set(file, idsNamedIn(await readFile(file, 'utf8'), ids));
    return cache.get(file);
  };
  const out = {};
  for (const [page, { script }] of Object.entries(pages)) {
    const entry = Object.keys(outputs).find(file => path.basename(file) === script);
    const reached = new Set([entry]);
    const queue = [entry];
    while (queue.length) {
      for (const { path: imported } of outputs[queue.shift()].imports) {
        if (outputs[imported] && !reached.has(imported)) {
          reached.add(imported);
          queue.push(imported);
        }
      }
    }
    const named = new Set();
    for (const file of reached) for (const id of await namedBy(file)) named.add(id);
    out[page] = [...named].sort();
  }
  return out;
}

/**
 * The build's check: every id the sources (`files`, TypeScript) pass to
 * t() as a string, or as the start of a template, exists in `ids`;
 * throws with the list otherwise.
 */
export async function checkNamedIdsExist(files, ids) {
  const missing = [];
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    // t('id' / t("id" / t(`start-${ and the ids of a t(a ? 'x' : 'y') or
    // t(a ?? 'x'), not the strings a condition compares with.
    for (const [, arg] of text.matchAll(/(?<![\w.$])t\(([^(),]*)/g)) {
      const template = /^\s*`/.test(arg);
      for (const [, id] of template ? [] : arg.matchAll(/(?:^|\?|:)\s*['"]([^'"\s]+)['"]\s*(?=$|:)/g)) {
        if (/^[a-z][\w-]*$/.test(id) && !ids.has(id)) missing.push(`${file}: ${id}`);
      }
      const start = /^\s*`([^`$]*)\$\{/.exec(arg)?.[1];
      if (start && ![...ids].some(id => id.startsWith(start))) missing.push(`${file}: ${start}…`);
    }
  }
  if (missing.length) throw new Error(`build.mjs: message ids the client names but locales/en lacks:\n  ${missing.join('\n  ')}`);
}
