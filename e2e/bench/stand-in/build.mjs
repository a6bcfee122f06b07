// Builds the stand-in (entry.tsx) into dist/: one minified script, one stylesheet, the fonts and pictures.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const catalogLoader = require('../../../shared/src/federation/catalog-loader.cjs');

/** The catalogs compiled as the apps' builds compile them, but kept in the bundle (no data files). */
const compiledCatalogs = (language) => ({
  name: 'compiled-catalogs',
  setup(b) {
    b.onLoad({ filter: /[\\/]locales[\\/](en|hi|kn)\.json$/ }, (args) => ({
      contents: new RegExp(`[\\\\/](en|${language})\\.json$`).test(args.path) ? catalogLoader(readFileSync(args.path, 'utf8')) : '{}',
      loader: 'json',
    }));
  },
});

export async function buildStandIn(language = 'en', out = path.join(here, 'dist'), entry = 'main') {
  mkdirSync(out, { recursive: true });
  const result = await build({
    entryPoints: [path.join(here, entry === 'main' ? 'entry.tsx' : 'islands-entry.tsx')],
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    target: 'es2020',
    outdir: out,
    entryNames: `${entry}-${language}`,
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    publicPath: '/',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: {
      '.svg': 'file',
      '.png': 'file',
      '.webp': 'file',
      '.jpg': 'file',
      '.woff2': 'file',
      '.woff': 'file',
      '.module.css': 'local-css',
    },
    conditions: ['browser'],
    plugins: [compiledCatalogs(language)],
    logLevel: 'error',
    metafile: true,
  });
  if (process.env.STAND_IN_META) writeFileSync(process.env.STAND_IN_META, JSON.stringify(result.metafile));
  if (entry === 'main')
    writeFileSync(
      path.join(out, `index-${language}.html`),
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Hearing tests, hearing aids and speech therapy in Bengaluru."><title>Sunrise Hearing</title><link rel="stylesheet" href="/main-${language}.css"><script type="module" src="/main-${language}.js"></script></head><body><div id="root"></div></body></html>`,
    );
  return { out, bytes: Object.fromEntries(Object.entries(result.metafile.outputs).map(([f, o]) => [path.basename(f), o.bytes])) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await buildStandIn(process.argv[2]));
