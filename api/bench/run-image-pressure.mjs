// `node bench/run-image-pressure.mjs pile-up|memory`: bundles image-pressure.ts as run.mjs does bench.ts
// (the benchmark imports the shared contract), then runs it in a process of its own.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const api = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const pkg = JSON.parse(readFileSync(path.join(api, 'package.json'), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((d) => !d.startsWith('@clinic/'));

await build({
  absWorkingDir: api,
  entryPoints: ['bench/image-pressure.ts'],
  outfile: 'dist/image-pressure.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  logLevel: 'warning',
});
execFileSync(process.execPath, [path.join(api, 'dist/image-pressure.mjs'), ...process.argv.slice(2)], { stdio: 'inherit' });
