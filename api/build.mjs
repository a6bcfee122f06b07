// Bundles the api with the shared sources (workspace TypeScript) into dist/server.mjs, with the
// migrations beside it, so `node api/dist/server.mjs` runs from any working directory. npm packages
// stay external, except drizzle-orm (pure JS), which npm installs under api/ only, out of reach of a
// bundle that lives elsewhere (the gateway's, a test's).
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Writes `<outdir>/server.mjs` and `<outdir>/drizzle/`; the api finds its migrations beside a `dist` bundle. */
export async function buildServer(outdir = path.join(here, 'dist')) {
  const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
  await build({
    absWorkingDir: here,
    entryPoints: ['src/server.ts'],
    outfile: path.join(outdir, 'server.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@clinic/') && d !== 'drizzle-orm'),
    sourcemap: true,
    logLevel: 'warning',
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });
  cpSync(path.join(here, 'drizzle'), path.join(outdir, 'drizzle'), { recursive: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer();
