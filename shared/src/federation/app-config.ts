import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import { createSharedConfig } from './shared-config';
import { createModuleOptions } from './module-rules';
import { createServerConfig, serverRenderedPages } from './server-config';
import { ISLANDS_DIR, SERVER_DIR } from './server-manifest';
import { createIslandsConfig, islandPages } from './islands-config';
import { hostRanges, RemoteContractPlugin } from './contract-plugin';
import { isRemoteName } from './remote-contract';
import { ROUTER_EXPORTS, RouterExportsPlugin } from './router-plugin';
import { StartupPreloadPlugin } from './startup-preload-plugin';

// `experiments.provideExternalRuntime` adds this plugin's CommonJS build, which brings a second copy of
// the runtime into the host; its ES module build shares the host's one. It comes with the federation plugin.
const PROVIDE_RUNTIME_PLUGIN = path.join(
  path.dirname(
    createRequire(require.resolve('@module-federation/enhanced/webpack')).resolve('@module-federation/inject-external-runtime-core-plugin'),
  ),
  'index.js',
);

export interface AppConfigOptions {
  /** The federation name, e.g. `mf_public`. */
  name: string;
  /** The app's folder (its `__dirname`). */
  dir: string;
  /** Page components the remote offers, e.g. `{ './HomePage': './src/pages/HomePage' }`. */
  exposes?: Record<string, string>;
  /**
   * Present for the host only: its page title, runtime plugins, the api paths every page reads at start,
   * and the module that renders a page on the server (its server build's entry).
   */
  host?: { title: string; runtimePlugins: string[]; startupReads?: string[]; serverEntry?: string; islandsEntry?: string };
}

/** Everything the five frontend builds have in common; each app's webpack config is one call to this. */
export function createAppConfig(options: AppConfigOptions, argv: { mode?: string } = {}): Configuration {
  const { name, dir, exposes, host } = options;
  const production = argv.mode !== 'development';
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const hashed = production ? '.[contenthash:8]' : '';
  const routerVersion = (createRequire(path.join(dir, 'package.json'))('react-router-dom/package.json') as { version: string }).version;

  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: './src/index.ts',
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // The host serves deep links, so its files load from the root; a remote works wherever it is published.
      publicPath: host ? '/' : 'auto',
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      cssFilename: `[name]${hashed}.css`,
      cssChunkFilename: `[name]${hashed}.css`,
      // The server build names fonts the same way (module-rules.ts).
      assetModuleFilename: `assets/[name]${hashed}[ext]`,
      uniqueName: name,
      // The server and islands builds write beside it (server-config.ts, islands-config.ts), at the same time.
      clean: { keep: (file: string) => file.startsWith(`${SERVER_DIR}/`) || file.startsWith(`${ISLANDS_DIR}/`) },
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    experiments: { css: true },
    module: createModuleOptions(name, 'browser', hashed),
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: createSharedConfig(pkg.dependencies, { 'react-router-dom': { import: ROUTER_EXPORTS, version: routerVersion } }),
        dts: false,
        manifest: true,
        // The host brings the one federation runtime of the page; each remoteEntry.js uses it instead of
        // shipping its own copy. A remote therefore runs only inside the shell.
        experiments: { externalRuntime: !host, optimization: { target: 'web' as const } },
        // The plugin resolves a relative path against the working directory; `npm run dev` compiles every
        // app from the repository root, so each path is made absolute here (webpack-cli's cwd gives the same).
        ...(host
          ? {
              shareStrategy: 'loaded-first' as const,
              runtimePlugins: [...host.runtimePlugins.map((file) => path.resolve(dir, file)), PROVIDE_RUNTIME_PLUGIN],
            }
          : {}),
      }),
      new RouterExportsPlugin(),
      // A remote the shell loads is checked against the shell's contract as it builds.
      ...(!host && isRemoteName(name) ? [new RemoteContractPlugin(name, hostRanges(dir))] : []),
      ...(host
        ? [
            new HtmlWebpackPlugin({
              template: './src/index.html',
              title: host.title,
              scriptLoading: 'defer',
              favicon: './src/favicon.svg',
            }),
            new StartupPreloadPlugin(host.startupReads),
          ]
        : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * An app's builds: the browser's, and where the app has pages rendered on the server (the shell, and the
 * remotes named in SERVER_RENDERED_PAGES), the server's beside it; where it has pages served as islands
 * (the shell's runtime, and the remotes named in ISLAND_PAGES), the islands' too.
 */
export function createAppBuilds(options: AppConfigOptions, argv: { mode?: string } = {}): Configuration[] {
  const { name, dir, exposes, host } = options;
  const rendersPages = host ? Boolean(host.serverEntry) : serverRenderedPages(name).length > 0;
  const server = rendersPages ? [createServerConfig({ name, dir, exposes, hostEntry: host?.serverEntry }, argv)] : [];
  const hasIslands = host ? Boolean(host.islandsEntry) : islandPages(name).length > 0;
  const islands = hasIslands ? [createIslandsConfig({ name, dir, hostEntry: host?.islandsEntry }, argv)] : [];
  return [createAppConfig(options, argv), ...server, ...islands];
}
