// Bundles the gateway with the api and shared sources (workspace TypeScript); npm packages stay external,
// except drizzle-orm (pure JS), which npm installs under api/ only.
import { cpSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const deps = (dir) => Object.keys(JSON.parse(readFileSync(new URL(`${dir}/package.json`, import.meta.url))).dependencies ?? {});
const external = [...new Set([...deps('.'), ...deps('../api'), ...deps('../shared')])].filter(
  (d) => !d.startsWith('@clinic/') && d !== 'drizzle-orm',
);

await build({
  entryPoints: ['src/gateway.ts'],
  outfile: 'dist/gateway.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
// The deployment's render service (render-server.ts): everything in the one file, so its image needs no
// node_modules.
await build({
  entryPoints: ['src/render-server.ts'],
  outfile: 'dist/render-server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
// The api finds its migrations beside the bundle that contains it.
cpSync(new URL('../api/drizzle', import.meta.url), new URL('dist/drizzle', import.meta.url), { recursive: true });
