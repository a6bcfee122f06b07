// Runs drizzle-kit (installed at the repo root) against the drizzle-orm that npm installed under api/
// only; drizzle-kit's own require()/import() of drizzle-orm would otherwise look at the root and fail.
import Module, { createRequire, register } from 'node:module';
import { fileURLToPath } from 'node:url';

const apiModules = fileURLToPath(new URL('../node_modules', import.meta.url));
process.env.NODE_PATH = [apiModules, process.env.NODE_PATH].filter(Boolean).join(':');
Module._initPaths();
const hook = `
const api = ${JSON.stringify(new URL('../package.json', import.meta.url).href)};
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) return next(specifier, { ...context, parentURL: api });
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);

const bin = createRequire(import.meta.url)
  .resolve('drizzle-kit')
  .replace(/index\.js$/, 'bin.cjs');
process.argv = [process.argv[0], bin, ...process.argv.slice(2)];
await import(bin);
