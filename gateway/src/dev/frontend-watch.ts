import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration, type MultiCompiler, type StatsError } from 'webpack';
import { REPO_ROOT } from '../paths';
import type { DevFrontend } from './dev-paths';

/** The longest timer Node keeps (a longer one, Infinity included, fires at once). */
const NEVER = 2 ** 31 - 1;

type ConfigFactory = (env: unknown, argv: { mode?: string }) => Configuration | Configuration[];

/**
 * An app's browser build in development mode (no minifying, eval source maps, names without hashes), as
 * `webpack-cli --mode development` would read its webpack.config.ts, written to the app's dev folder. The
 * server build is left out: in development every page renders in the browser.
 */
export async function loadDevConfig(app: DevFrontend, root = REPO_ROOT): Promise<Configuration> {
  const loaded = (await import(pathToFileURL(path.join(root, app.dir, 'webpack.config.ts')).href)) as { default: unknown };
  // A CommonJS config imported from an ES module arrives wrapped in one more `default`.
  let factory = loaded.default as { default?: unknown } | ConfigFactory;
  while (typeof factory !== 'function' && factory?.default) factory = factory.default as typeof factory;
  if (typeof factory !== 'function') throw new Error(`${app.dir}/webpack.config.ts does not export a config function`);
  const browser = [factory({}, { mode: 'development' })].flat().find((config) => !String(config.target ?? 'web').startsWith('node'));
  if (!browser) throw new Error(`${app.dir}/webpack.config.ts has no browser build`);
  return {
    ...browser,
    name: app.dir,
    output: { ...browser.output, path: app.out },
    // Kept between runs, so the next `npm run dev` starts from it (first builds about 3x faster); a change
    // in the webpack configs or the federation helpers (or a new lock file) starts it afresh.
    cache: {
      type: 'filesystem',
      cacheDirectory: path.join(path.dirname(app.out), 'webpack-cache'),
      name: app.dir,
      buildDependencies: {
        config: [path.join(root, app.dir, 'webpack.config.ts'), path.join(root, 'shared', 'src', 'federation') + path.sep],
      },
      // Written when `npm run dev` stops, never while it runs: writing the five caches takes seconds of this
      // process's time, and an edit saved meanwhile took ten seconds to show instead of one.
      idleTimeout: NEVER,
      idleTimeoutForInitialStore: NEVER,
      idleTimeoutAfterLargeChanges: NEVER,
    },
    // Each app watches only sources: node_modules (where the dev folders live too) changes with npm install.
    watchOptions: { aggregateTimeout: 20, ignored: ['**/node_modules/**', '**/dist/**'] },
    // The manifest plugin warns on every build that remotes use publicPath 'auto', which they do on purpose.
    infrastructureLogging: { level: 'error' },
  };
}

/** One round of builds: from the first app a change touched until every app is idle again. */
export interface BuildRound {
  /** The apps compiled in this round, e.g. `['mf-public']`, or all five after an edit in shared/src. */
  apps: string[];
  ms: number;
  /** Each error as `file:line` and webpack's message; empty when the round built cleanly. */
  errors: string[];
}

export interface FrontendWatchEvents {
  /** A change was seen: pages should wait for the builds instead of reading half-written files. */
  onBuilding: () => void;
  onSettled: (round: BuildRound) => void;
}

const describeError = (app: string, error: StatsError) =>
  [`${app}: ${error.moduleName ?? error.file ?? ''}${error.loc ? `:${error.loc}` : ''}`, error.message].join('\n');

/**
 * Compiles the apps and recompiles each one its sources change in (webpack's own watcher, in memory
 * between rounds, so a rebuild touches only the changed modules). Every app imports `@clinic/shared`
 * from its sources, so an edit there rebuilds every app that uses the file.
 */
export function watchFrontends(configs: Configuration[], events: FrontendWatchEvents): { close: () => Promise<void> } {
  const compiler: MultiCompiler = webpack(configs);
  const busy = new Set<string>();
  const built = new Set<string>();
  const errors = new Map<string, string[]>();
  let started = Date.now();

  for (const child of compiler.compilers) {
    const name = child.name ?? child.options.output.uniqueName ?? 'app';
    busy.add(name);
    child.hooks.invalid.tap('clinic-dev', () => {
      if (busy.size === 0) {
        started = Date.now();
        built.clear();
        events.onBuilding();
      }
      busy.add(name);
    });
    child.hooks.done.tap('clinic-dev', (stats) => {
      busy.delete(name);
      built.add(name);
      const found = stats.toJson({ all: false, errors: true }).errors ?? [];
      if (found.length)
        errors.set(
          name,
          found.map((error) => describeError(name, error)),
        );
      else errors.delete(name);
      if (busy.size > 0) return;
      // Another app's old errors still stand until that app builds cleanly.
      events.onSettled({ apps: [...built], ms: Date.now() - started, errors: [...errors.values()].flat() });
      built.clear();
    });
  }

  const watching = compiler.watch(
    configs.map((config) => config.watchOptions ?? {}),
    (error) => {
      // A configuration or file-system failure (a compilation's own errors come through the done hook).
      if (error) events.onSettled({ apps: [], ms: 0, errors: [String(error.stack ?? error)] });
    },
  );
  const closeCompiler = (resolve: () => void) => compiler.close(() => resolve());
  return {
    close: () => new Promise<void>((resolve) => (watching ? watching.close(() => closeCompiler(resolve)) : closeCompiler(resolve))),
  };
}
