import type { ModuleOptions, RuleSetRule } from 'webpack';

const CATALOG_LOADER = require.resolve('./catalog-loader.cjs');
const CATALOG = /[\\/]locales[\\/](en|hi|kn)\.json$/;
/** Code that reads an English text from a catalog itself (a constant kept for tests), not through i18n.ts. */
const CATALOG_READER = /(?<![\\/]i18n\.ts)$/;

/**
 * Catalogs (`src/locales/<lang>.json`) are compiled at build time (catalog-loader.cjs). In the browser,
 * what an app's i18n.ts registers is a data file, in every language, English too: a page's script carries
 * no words, the server sends the words the page used with it (served state), and the rest of a part
 * arrives when needed. The server bundle holds every catalog.
 */
function catalogRules(side: 'browser' | 'server'): RuleSetRule[] {
  const use = [{ loader: CATALOG_LOADER }];
  const registered: RuleSetRule =
    side === 'server'
      ? { test: CATALOG, issuer: /[\\/]i18n\.ts$/, type: 'json', use }
      : {
          test: CATALOG,
          issuer: /[\\/]i18n\.ts$/,
          type: 'asset/resource',
          generator: { filename: 'locales/[name].[contenthash:8].json' },
          use,
        };
  // Read as it is written: an English text a module keeps as a constant is a plain string.
  return [registered, { test: CATALOG, issuer: CATALOG_READER, type: 'json' }];
}

/**
 * How every build reads TypeScript and CSS: the browser builds and the server builds of the same app, so
 * both give a component the same class names. On the server only the names are kept (`exportsOnly`).
 */
export function createModuleOptions(name: string, side: 'browser' | 'server', hashed: string): ModuleOptions {
  return {
    parser: {
      // CSS Modules scope class names and keyframes only; the design tokens (custom properties) stay global.
      'css/auto': { namedExports: false, dashedIdents: false, customIdents: false, grid: false, container: false, function: false },
    },
    // Class names are salted with the app's name so remotes cannot restyle one another.
    generator: { 'css/auto': { localIdentHashSalt: name, ...(side === 'server' ? { exportsOnly: true } : {}) } },
    rules: [
      {
        test: /\.[cm]?[jt]sx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
              target: side === 'server' ? 'es2022' : 'es2020',
            },
          },
        },
      },
      // Stylesheets are emitted as .css files that load beside their chunk, not as JavaScript.
      { test: /\.css$/, type: 'css/auto' },
      { test: /\.(svg|png|webp|jpe?g)$/, type: 'asset' },
      // Fonts are files of their own, fetched only when a face is used (a small one inlined would weigh on every page's CSS).
      // The server names the browser build's file (the host's page preloads its text face) and writes none.
      {
        test: /\.woff2?$/,
        type: 'asset/resource',
        ...(side === 'server' ? { generator: { filename: `assets/[name]${hashed}[ext]`, publicPath: '/', emit: false } } : {}),
      },
      ...catalogRules(side),
    ],
  };
}
