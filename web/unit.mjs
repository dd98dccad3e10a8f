// Runs the client's unit tests: web/unit/*.test.ts, each bundled by esbuild
// for Node into .unit/ and run by node's test runner. They test the parts
// of the client that have no DOM and no network (ctrls, parsers, trees), so
// they need no browser and take a second or two.
import { build } from 'esbuild';
import { readdir, rm } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';

await rm('.unit', { recursive: true, force: true });
const tests = (await readdir('unit')).filter(f => f.endsWith('.test.ts'));
if (tests.length === 0) {
  console.error('web/unit: no *.test.ts files');
  process.exit(1);
}
await build({
  entryPoints: tests.map(t => `unit/${t}`),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: ['node20'],
  outdir: '.unit',
  outExtension: { '.js': '.mjs' },
  packages: 'external',
  logLevel: 'warning',
});
const files = tests.map(t => `.unit/${t.replace(/\.ts$/, '.mjs')}`);
const run = spawnSync(process.execPath, ['--test', ...files], { stdio: 'inherit' });
process.exit(run.status ?? 1);
