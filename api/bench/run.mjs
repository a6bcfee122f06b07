// `npm run bench`: builds the api and the benchmark, then runs it (the benchmark imports the shared slot rules).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { buildServer } from '../build.mjs';

const api = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const pkg = JSON.parse(readFileSync(path.join(api, 'package.json'), 'utf8'));
// esbuild too: the sustained load reuses the reliability suite's process helpers, which import build.mjs.
const external = [...Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((d) => !d.startsWith('@clinic/')), 'esbuild'];

await buildServer();
await build({
  absWorkingDir: api,
  entryPoints: ['bench/bench.ts'],
  outfile: 'dist/bench.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  logLevel: 'warning',
  // As the server's bundle: CommonJS packages bundled from @clinic/shared (ics) require Node's built-ins.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
await import(pathToFileURL(path.join(api, 'dist/bench.mjs')).href);
