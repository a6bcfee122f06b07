import { readFileSync } from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import { createSharedConfig } from './shared-config';
import { hostRanges, RemoteContractPlugin } from './contract-plugin';
import { isRemoteName } from './remote-contract';

export interface AppConfigOptions {
  /** The federation name, e.g. `mf_public`. */
  name: string;
  /** The app's folder (its `__dirname`). */
  dir: string;
  /** Page components the remote offers, e.g. `{ './HomePage': './src/pages/HomePage' }`. */
  exposes?: Record<string, string>;
  /** Present for the host only: its page title and runtime plugins. */
  host?: { title: string; runtimePlugins: string[] };
}

/** Everything the five frontend builds have in common; each app's webpack config is one call to this. */
export function createAppConfig(options: AppConfigOptions, argv: { mode?: string } = {}): Configuration {
  const { name, dir, exposes, host } = options;
  const production = argv.mode !== 'development';
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const hashed = production ? '.[contenthash:8]' : '';

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
      assetModuleFilename: `assets/[name]${hashed}[ext]`,
      uniqueName: name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: {
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
                target: 'es2020',
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [
            'style-loader',
            {
              loader: 'css-loader',
              options: {
                modules: {
                  auto: true,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  // Class names are salted with the app's name so remotes cannot restyle one another.
                  localIdentName: production ? '[hash:base64:7]' : '[name]__[local]',
                  localIdentHashSalt: name,
                },
              },
            },
          ],
        },
        { test: /\.(svg|png|webp|jpe?g|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: createSharedConfig(pkg.dependencies),
        dts: false,
        manifest: true,
        ...(host ? { shareStrategy: 'loaded-first' as const, runtimePlugins: host.runtimePlugins } : {}),
      }),
      // A remote the shell loads is checked against the shell's contract as it builds.
      ...(!host && isRemoteName(name) ? [new RemoteContractPlugin(name, hostRanges(dir))] : []),
      ...(host
        ? [new HtmlWebpackPlugin({ template: './src/index.html', title: host.title, scriptLoading: 'defer', favicon: './src/favicon.svg' })]
        : []),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
