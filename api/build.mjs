// Bundles the api with the shared sources (workspace TypeScript); npm packages stay external, except
// drizzle-orm (pure JS), which npm installs under api/ only, out of reach of a bundle elsewhere.
import { cpSync, readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('package.json', import.meta.url)));
await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@clinic/') && d !== 'drizzle-orm'),
  sourcemap: true,
  logLevel: 'warning',
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
cpSync(new URL('drizzle', import.meta.url), new URL('dist/drizzle', import.meta.url), { recursive: true });
