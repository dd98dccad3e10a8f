// Bundles the client with esbuild into dist/: one script per page kind
// (src/pages/<kind>.ts -> <kind>.js) sharing chunks (chunk-<hash>.js), and
// style sheets per page kind; writes dist/manifest.json (each page's script,
// the chunks it imports, for the server's modulepreload links, and its
// style sheets) and a brotli and a gzip copy of every file, compressed once here so the server never compresses
// an asset per request.
// The chess piece art comes from chessgroundx's cburnett set, renamed to
// the piece roles chessgroundx uses (`p-piece`, `k-piece`, ...) and kept off
// Lielow boards: Lielow's stack roles are letters too (`b-piece` is a stack
// of 2), so an unscoped chess rule would draw a bishop there.
import { lielowStackCss, plainSvgUrls, stackSvg } from './lielow-art.mjs';
import { checkNamedIdsExist, englishIds, stringsPerPage } from './strings-used.mjs';
import { build } from 'esbuild';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const production = process.env.NODE_ENV !== 'development';
// Start empty: chunks are named by their content, so old ones would pile up
// (and be embedded in the binary) otherwise.
await rm('dist', { recursive: true, force: true });
await mkdir('dist', { recursive: true });

const pages = (await readdir('src/pages')).filter(f => f.endsWith('.ts')).map(f => f.slice(0, -3));
const scripts = await build({
  entryPoints: Object.fromEntries(pages.map(p => [p, `src/pages/${p}.ts`])),
  bundle: true,
  splitting: true,
  format: 'esm',
  target: ['es2021'],
  minify: production,
  sourcemap: false,
  outdir: 'dist',
  entryNames: '[name]',
  chunkNames: 'chunk-[hash]',
  metafile: true,
  logLevel: 'warning',
});

// The service worker (src/service-worker.ts): one classic script of its
// own, no chunks (a worker imports none), served by the server as /sw.js.
await build({
  entryPoints: ['src/service-worker.ts'],
  bundle: true,
  format: 'iife',
  target: ['es2021'],
  minify: production,
  outfile: 'dist/sw.js',
  logLevel: 'warning',
});

// Each page's script and every chunk it imports statically, transitively:
// the server names them in <link rel="modulepreload"> so the browser
// fetches them at once rather than one import level after another.
const outputs = scripts.metafile.outputs;
const chunksOf = (file, seen = new Set()) => {
  for (const { path: imported, kind } of outputs[file].imports) {
    if (kind === 'import-statement' && !seen.has(imported)) {
      seen.add(imported);
      chunksOf(imported, seen);
    }
  }
  return seen;
};
const manifest = { pages: {} };
for (const [file, output] of Object.entries(outputs)) {
  const entry = output.entryPoint && /^src\/pages\/(.+)\.ts$/.exec(output.entryPoint);
  if (!entry) continue;
  manifest.pages[entry[1]] = {
    script: path.basename(file),
    chunks: [...chunksOf(file)].map(chunk => path.basename(chunk)).sort(),
  };
}
// The message ids each page's scripts name (manifest `strings`): the
// server sends a page only those of the client strings.
const ids = await englishIds();
await checkNamedIdsExist((await readdir('src')).filter(f => f.endsWith('.ts')).map(f => `src/${f}`), ids);
const named = await stringsPerPage(outputs, manifest.pages, ids);
for (const [kind, page] of Object.entries(manifest.pages)) page.strings = named[kind];
const roles = { pawn: 'p', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k' };
let pieces = await readFile('node_modules/chessgroundx/assets/chessground.cburnett.css', 'utf8');
await writeArt(pieces, await readFile('node_modules/chessgroundx/assets/chessground.brown.css', 'utf8'));
for (const [name, letter] of Object.entries(roles)) {
  pieces = pieces.replaceAll(`piece.${name}.`, `piece.${letter}-piece.`);
}
if (!pieces.includes('.cg-wrap piece.')) throw new Error('chessgroundx changed its piece CSS: check the Lielow scoping below');
pieces = pieces.replaceAll('.cg-wrap piece.', '.cg-wrap:not(.lielow) piece.');
const base = await readFile('node_modules/chessgroundx/assets/chessground.base.css', 'utf8');
const board = await readFile('node_modules/chessgroundx/assets/chessground.brown.css', 'utf8');
const own = await readFile('src/style.css', 'utf8');
const trainer = await readFile('src/trainer.css', 'utf8');
const analysis = await readFile('src/analysis.css', 'utf8');
const editor = await readFile('src/editor.css', 'utf8');
const playersCss = await readFile('src/players.css', 'utf8');
const arenaCss = await readFile('src/arena.css', 'utf8');
const chatCss = await readFile('src/chat.css', 'utf8');

// Style sheets per page kind, so a page without a board loads no board
// pictures and only Lielow boards load the stacks' (about half of all the
// CSS). The order of the links is the cascade's: the board's own CSS
// first, then Lielow's, then the site's, then the page's.
const sheets = {
  board: [base, board, pieces],
  lielow: [lielowStackCss()],
  app: [own, playersCss, chatCss],
  trainer: [trainer],
  analysis: [analysis],
  editor: [editor],
  arena: [arenaCss],
};
for (const [name, parts] of Object.entries(sheets)) {
  const css = await build({
    stdin: { contents: plainSvgUrls(parts.join('\n')), loader: 'css' },
    bundle: false,
    minify: production,
    write: false,
    logLevel: 'warning',
  });
  await writeFile(`dist/${name}.css`, css.outputFiles[0].text);
}
// The sheets of each page kind (app.css alone for the others). lielow.css
// is not listed: the server adds it to pages of a Lielow board, and the
// game pages, which learn their game after loading, add it themselves.
const boardPages = { game: [], embed: [], tv: [], local: [], rules: [], analysis: ['analysis'], editor: ['editor'], learn: ['trainer'], puzzles: ['trainer'] };
// Pages without a board that have a sheet of their own, after app.css.
const ownSheets = { tournaments: ['arena'], tournament: ['arena'] };
for (const [kind, page] of Object.entries(manifest.pages)) {
  const extra = boardPages[kind];
  const own = (ownSheets[kind] ?? []).map(n => `${n}.css`);
  page.css = extra ? ['board.css', 'app.css', ...extra.map(n => `${n}.css`)] : ['app.css', ...own];
}
for (const kind of Object.keys(ownSheets)) {
  if (!manifest.pages[kind]) throw new Error(`build.mjs: no page script for the page kind ${kind}`);
}
for (const kind of Object.keys(boardPages)) {
  if (!manifest.pages[kind]) throw new Error(`build.mjs: no page script for the board page kind ${kind}`);
}
await writeFile('dist/manifest.json', JSON.stringify(manifest, null, 1));


// Brotli (best) and gzip (best) copies of every served file.
for (const name of await readdir('dist')) {
  if (name === 'manifest.json' || name === 'art.json') continue;
  const bytes = await readFile(`dist/${name}`);
  await writeFile(`dist/${name}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`dist/${name}.gz`, gzipSync(bytes, { level: 9 }));
}

/**
 * dist/art.json: the pictures the server draws boards with (PNG, GIF), the
 * very ones the pages show: the board's squares and its colours, the
 * last-move colour, each chess piece (by colour and role letter) and each
 * Lielow stack (`white-3`, `black-5-crowned`). Not served as an asset.
 */
async function writeArt(piecesCss, boardCss) {
  const svgOf = base64 => Buffer.from(base64, 'base64').toString('utf8');
  const chess = {};
  for (const [, name, color, base64] of piecesCss.matchAll(/\.cg-wrap piece\.(\w+)\.(white|black) \{\s*background-image: url\('data:image\/svg\+xml;base64,([^']+)'\)/g)) {
    if (roles[name]) chess[`${color}-${roles[name]}`] = svgOf(base64);
  }
  if (Object.keys(chess).length !== 12) throw new Error('chessgroundx changed its piece CSS: art.json needs the twelve pieces');
  const squares = /cg-board \{\s*background-color: ([^;]+);\s*background-image: url\('data:image\/svg\+xml;base64,([^']+)'\)/.exec(boardCss);
  const lastMove = /cg-board square\.last-move \{\s*background-color: ([^;]+);/.exec(boardCss);
  if (!squares || !lastMove) throw new Error('chessgroundx changed its board CSS: art.json needs the squares and the last-move colour');
  const stacks = {};
  for (const color of ['white', 'black']) {
    for (let h = 1; h <= 8; h++) {
      stacks[`${color}-${h}`] = stackSvg(color, h, false);
      stacks[`${color}-${h}-crowned`] = stackSvg(color, h, true);
    }
  }
  const art = { light: squares[1].trim(), board: svgOf(squares[2]), lastMove: lastMove[1].trim(), chess, stacks };
  await writeFile('dist/art.json', JSON.stringify(art));
}
