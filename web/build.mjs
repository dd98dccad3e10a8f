// Bundles the client with esbuild into dist/: app.js and app.css.
// The board's piece art comes from chessgroundx's cburnett set, renamed to
// the piece roles chessgroundx uses (`p-piece`, `k-piece`, ...).
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
const base = await readFile('node_modules/chessgroundx/assets/chessground.base.css', 'utf8');
const board = await readFile('node_modules/chessgroundx/assets/chessground.brown.css', 'utf8');
const own = await readFile('src/style.css', 'utf8');
const trainer = await readFile('src/trainer.css', 'utf8');
const css = await build({
  stdin: { contents: [base, board, pieces, lielowStacks(), own, trainer].join('\n'), loader: 'css' },
  bundle: false,
  minify: production,
  write: false,
  logLevel: 'warning',
});
await writeFile('dist/app.css', css.outputFiles[0].text);

// Lielow stacks: role letter a..h = height 1..8 (p-prefixed when crowned).
// Taller stacks show more layers under the top disc.
function lielowStacks() {
  const rules = [];
  for (let h = 1; h <= 8; h++) {
    const letter = String.fromCharCode(96 + h);
    for (const color of ['white', 'black']) {
      const edge = color === 'white' ? '#8a7556' : '#000';
      const face = color === 'white' ? '#e9dfcc' : '#3a3a3a';
      const layers = [];
      for (let i = 1; i < h; i++) layers.push(`0 ${i * 3}px 0 ${i % 2 ? edge : face}`);
      const shadow = [...layers, `0 ${h * 3 + 1}px 4px rgba(0,0,0,0.35)`].join(', ');
      const sel = `.cg-wrap.lielow piece.${color}.${letter}-piece::before, .cg-wrap.lielow piece.${color}.p${letter}-piece::before`;
      rules.push(`${sel} { box-shadow: ${shadow}; transform: translateY(-${(h - 1) * 1.5}px); }`);
    }
    const sel = `.cg-wrap.lielow piece.${letter}-piece::after, .cg-wrap.lielow piece.p${letter}-piece::after`;
    rules.push(`${sel} { content: "${h}"; transform: translateY(-${(h - 1) * 1.5}px); }`);
  }
  return rules.join('\n');
}
