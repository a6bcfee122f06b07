import path from 'node:path';
import webpack, { type Compilation, type Compiler, type Configuration } from 'webpack';
import { createModuleOptions } from './module-rules';
import { SERVER_RENDERED_PAGES, isRemoteName } from './remote-contract';
import { SERVER_DIR, SERVER_MANIFEST, type ServerManifest } from './server-manifest';
import { sharedPackageEntries, SHARED_SINGLETONS, TOOLING_ENTRIES, UNSHARED_ENTRIES } from './shared-config';

const PLUGIN = 'ServerManifestPlugin';

/**
 * The shared modules the shell's server bundle hands to every remote's server bundle, as the shell's page
 * hands its copies to the remotes in the browser: one React, one router, one of each store.
 */
export const serverSharedModules = (): string[] => [
  ...SHARED_SINGLETONS.filter((name) => name !== '@clinic/shared'),
  'react/jsx-runtime',
  ...sharedPackageEntries().filter((entry) => !TOOLING_ENTRIES.some((tool) => entry === `@clinic/shared${tool.slice(1)}`)),
];

/** The pages a remote renders on the server (SERVER_RENDERED_PAGES); none for any other app. */
export const serverRenderedPages = (name: string): readonly string[] => (isRemoteName(name) ? SERVER_RENDERED_PAGES[name] : []);

const unshared = new Set(UNSHARED_ENTRIES.map((entry) => `@clinic/shared${entry.slice(1)}`));
/** A module every app takes from the shell rather than bundling its own (one React, one of each store). */
export const isShared = (request: string) =>
  !unshared.has(request) && SHARED_SINGLETONS.some((name) => request === name || request.startsWith(`${name}/`));

/** `{ "react": require("react"), … }`: the shell's shared modules as an entry hands them over, each as `require` gives it. */
export const requiredModules = (ids: readonly string[]): string =>
  `{ ${ids.map((id) => `${JSON.stringify(id)}: require(${JSON.stringify(id)})`).join(', ')} }`;

/** The entry module, written out: CommonJS, so a shared module is handed over exactly as `require` gives it. */
function entrySource(
  name: string,
  dir: string,
  exposes: Record<string, string>,
  pages: readonly string[],
  hostEntry: string | undefined,
): string {
  const file = (relative: string) => JSON.stringify(path.join(dir, relative));
  if (hostEntry) {
    return `module.exports = { ...require(${file(hostEntry)}), sharedModules: ${requiredModules(serverSharedModules())} };`;
  }
  const entries = pages.map((page) => {
    const source = exposes[`./${page}`];
    if (!source) throw new Error(`${name} must expose ./${page}: it is rendered on the server (SERVER_RENDERED_PAGES)`);
    return `${JSON.stringify(page)}: require(${file(source)}).default`;
  });
  return `module.exports = { pages: { ${entries.join(', ')} } };`;
}

/**
 * The shared modules a remote's build takes from outside (its external modules), sorted; each one the
 * shell's matching bundle does not hand over fails the build, saying `missing`.
 */
export function sharedRequires(compilation: Compilation, provided: readonly string[], missing: string): string[] {
  const { ExternalModule, WebpackError } = compilation.compiler.webpack;
  const requires = [
    ...new Set([...compilation.modules].flatMap((m) => (m instanceof ExternalModule ? [String(m.userRequest)] : [])).filter(isShared)),
  ].sort();
  for (const request of requires.filter((r) => !provided.includes(r)))
    compilation.errors.push(new WebpackError(`${request} is shared, but ${missing}`));
  return requires;
}

/** Writes `ssr/manifest.json`, and fails a remote's build that needs a shared module the shell does not hand over. */
class ServerManifestPlugin {
  constructor(private readonly pages: readonly string[] | undefined) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const bundle = [...compilation.chunks].flatMap((chunk) => [...chunk.files]).find((file) => file.endsWith('.cjs'));
        if (!bundle) return;
        const manifest: ServerManifest = { bundle };
        if (this.pages) {
          const requires = sharedRequires(
            compilation,
            serverSharedModules(),
            "the shell's server bundle does not provide it (serverSharedModules)",
          );
          Object.assign(manifest, { pages: [...this.pages], requires });
        }
        compilation.emitAsset(path.relative(SERVER_DIR, SERVER_MANIFEST), new sources.RawSource(JSON.stringify(manifest, null, 2)));
      });
    });
  }
}

export interface ServerConfigOptions {
  name: string;
  dir: string;
  exposes?: Record<string, string>;
  /** The shell's server entry, which renders a whole page; absent for a remote. */
  hostEntry?: string;
}

/**
 * The server build of an app: one CommonJS file the site's renderer loads (gateway/src/render). A remote's
 * holds its server-rendered pages and takes the shared modules from the shell's, which holds them all.
 */
export function createServerConfig(
  { name, dir, exposes = {}, hostEntry }: ServerConfigOptions,
  argv: { mode?: string } = {},
): Configuration {
  const production = argv.mode !== 'development';
  const pages = hostEntry ? undefined : serverRenderedPages(name);
  return {
    name: `${name}-server`,
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'node20',
    entry: { [hostEntry ? 'render' : 'pages']: 'virtual:server-entry' },
    devtool: false,
    output: {
      path: path.join(dir, 'dist', SERVER_DIR),
      filename: '[name].[contenthash:8].cjs',
      library: { type: 'commonjs2' },
      publicPath: '',
      uniqueName: name,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    experiments: { css: true },
    externalsType: 'commonjs',
    externals: hostEntry
      ? []
      : [({ request }, callback) => (request && isShared(request) ? callback(undefined, `commonjs ${request}`) : callback())],
    module: createModuleOptions(name, 'server', production ? '.[contenthash:8]' : ''),
    // Readable stacks in the renderer's log; the file is read once per release, never sent to a browser.
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      new webpack.experiments.schemes.VirtualUrlPlugin({
        'server-entry': { type: '.js', source: () => entrySource(name, dir, exposes, pages ?? [], hostEntry) },
      }),
      // Lazy parts (the reviews carousel, the staff frame) go into the one file: the renderer loads one.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new ServerManifestPlugin(pages),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
