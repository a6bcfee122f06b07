import path from 'node:path';
import webpack, { type Compiler, type Configuration } from 'webpack';
import { createModuleOptions } from './module-rules';
import { ISLAND_PAGES, isRemoteName } from './remote-contract';
import { ROUTER_EXPORTS } from './router-plugin';
import { isShared, requiredModules, sharedRequires } from './server-config';
import { ISLANDS_DIR, ISLANDS_GLOBAL, ISLANDS_MANIFEST, type IslandsManifest } from './server-manifest';

const PLUGIN = 'IslandsManifestPlugin';

/**
 * What the shell's islands bundle hands to every remote's (decision 59): one React, one router, one of each
 * store, and the shared entries the public pages' islands use. Only these, unlike the server bundle's
 * whole set: each is downloaded whole by every visitor of a public page, used or not.
 */
export const ISLANDS_SHARED_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'zustand',
  ...['booking', 'clinic', 'format', 'i18n', 'stores', 'ui'].map((entry) => `@clinic/shared/${entry}`),
];

/** The pages a remote serves as islands (ISLAND_PAGES); none for any other app. */
export const islandPages = (name: string): readonly string[] => (isRemoteName(name) ? ISLAND_PAGES[name] : []);

/**
 * The entry module, written out. The shell's puts the shared modules where the remotes' bundles find them,
 * then starts the page (its `hostEntry`); a remote's hands its islands (`src/islands.ts`) to the shell's.
 */
function entrySource(name: string, dir: string, hostEntry: string | undefined): string {
  const file = (relative: string) => JSON.stringify(path.join(dir, relative));
  if (hostEntry) {
    return `globalThis.${ISLANDS_GLOBAL} = { modules: ${requiredModules(ISLANDS_SHARED_MODULES)} };\nrequire(${file(hostEntry)});`;
  }
  return `globalThis.${ISLANDS_GLOBAL}.hydrate(${JSON.stringify(name)}, require(${file('./src/islands.ts')}).islands);`;
}

/** Writes `islands/manifest.json`, and fails a remote's build that needs a shared module the shell does not hand over. */
class IslandsManifestPlugin {
  constructor(private readonly pages: readonly string[] | undefined) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const entry = compilation.entrypoints.get('islands');
        const bundle = [...(entry?.getEntrypointChunk().files ?? [])].find((file) => file.endsWith('.js'));
        if (!bundle) return;
        const manifest: IslandsManifest = this.pages ? { bundle } : { bundle, provides: ISLANDS_SHARED_MODULES };
        if (this.pages) {
          const requires = sharedRequires(
            compilation,
            ISLANDS_SHARED_MODULES,
            "the shell's islands bundle does not provide it (ISLANDS_SHARED_MODULES)",
          );
          Object.assign(manifest, { pages: [...this.pages], requires });
        }
        compilation.emitAsset(path.relative(ISLANDS_DIR, ISLANDS_MANIFEST), new sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

export interface IslandsConfigOptions {
  name: string;
  dir: string;
  /** The shell's module that starts a page served as islands; absent for a remote. */
  hostEntry?: string;
}

/**
 * The islands build of an app (decision 59): plain browser scripts, no federation runtime, in
 * `dist/islands/`. The shell's holds the shared modules and starts the page; a remote's holds its
 * islands and takes the shared modules from the shell's, as its server bundle does on the server.
 */
export function createIslandsConfig({ name, dir, hostEntry }: IslandsConfigOptions, argv: { mode?: string } = {}): Configuration {
  const production = argv.mode !== 'development';
  const hashed = production ? '.[contenthash:8]' : '';
  const pages = hostEntry ? undefined : islandPages(name);
  return {
    name: `${name}-islands`,
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'web',
    entry: { islands: 'virtual:islands-entry' },
    devtool: false,
    output: {
      path: path.join(dir, 'dist', ISLANDS_DIR),
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      cssFilename: `[name]${hashed}.css`,
      cssChunkFilename: `[name]${hashed}.css`,
      assetModuleFilename: `assets/[name]${hashed}[ext]`,
      // A lazy part (the reviews' carousel) is fetched from beside the bundle that asked for it.
      publicPath: 'auto',
      // The app's name, as its other builds have it: CSS Modules name classes from it, and the classes
      // must be the ones the page's stylesheets (from the app's browser build) style.
      uniqueName: name,
      // Its own chunk registry: the app's federated build may run on the same page (a staff member's).
      chunkLoadingGlobal: `webpackChunk${name}_islands`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      // The same eleven names of the router every app shares (router-exports.ts), not the whole package.
      alias: { 'react-router-dom$': ROUTER_EXPORTS },
    },
    experiments: { css: true },
    externalsType: 'var',
    externals: hostEntry
      ? []
      : [
          ({ request }, callback) =>
            request && isShared(request) ? callback(undefined, ['globalThis', ISLANDS_GLOBAL, 'modules', request]) : callback(),
        ],
    module: createModuleOptions(name, 'browser', hashed),
    plugins: [
      new webpack.experiments.schemes.VirtualUrlPlugin({
        'islands-entry': { type: '.js', source: () => entrySource(name, dir, hostEntry) },
      }),
      new IslandsManifestPlugin(pages),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
