// Bundles the client with esbuild into dist/: app.js and app.css.
// The chess piece art comes from chessgroundx's cburnett set, renamed to
// the piece roles chessgroundx uses (`p-piece`, `k-piece`, ...) and kept off
// Lielow boards: Lielow's stack roles are letters too (`b-piece` is a stack
// of 2), so an unscoped chess rule would draw a bishop there.
import { lielowStackCss } from './lielow-art.mjs';
import { build } from 'esbuild';
import { mkdir, readFile, writeFile } from 'node:fs/promises';

const production = process.env.NODE_ENV !== 'development';
await mkdir('dist', { recursive: true });

await build({
  entryPoints: ['src/main.ts'],
  bundle: true,
  format: 'iife',
  target: ['es2021'],
  minify: production,
  sourcemap: false,
  outfile: 'dist/app.js',
  logLevel: 'warning',
});

const roles = { pawn: 'p', knight: 'n', bishop: 'b', rook: 'r', queen: 'q', king: 'k' };
let pieces = await readFile('node_modules/chessgroundx/assets/chessground.cburnett.css', 'utf8');
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
const css = await build({
  stdin: { contents: [base, board, pieces, lielowStackCss(), own, trainer, analysis, editor, playersCss].join('\n'), loader: 'css' },
  bundle: false,
  minify: production,
  write: false,
  logLevel: 'warning',
});
await writeFile('dist/app.css', css.outputFiles[0].text);

