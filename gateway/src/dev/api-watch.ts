import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, watch, writeFileSync, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { context, type BuildContext } from 'esbuild';
import { isListening, type ApiProxy } from './api-proxy';

export interface ApiWatchOptions {
  /** The repository root. */
  root: string;
  /** Where the api's bundle is written. */
  outDir: string;
  /** The api's environment (its port, data folder, public URL …). */
  env: NodeJS.ProcessEnv;
  port: number;
  proxy: Pick<ApiProxy, 'restarting' | 'started' | 'exited'>;
  log: (line: string) => void;
}

export interface ApiWatch {
  /** Resolves true once the first api process listens, false if it could not start (the log says why). */
  ready: Promise<boolean>;
  close: () => Promise<void>;
}

// Processes stopped on purpose: their exit is not news.
const stopped = new WeakSet<ChildProcess>();

/** Sends SIGTERM and waits for the exit, so PGlite has closed its folder before the next process opens it. */
function stop(child: ChildProcess): Promise<void> {
  stopped.add(child);
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

const prefixLines = (stream: NodeJS.ReadableStream | null, write: (text: string) => void) =>
  stream?.on('data', (chunk: Buffer) => write(chunk.toString().replace(/^(?=.)/gm, 'api │ ')));

/**
 * The api, restarted when its code changes: one esbuild bundle of api/src/server.ts with the shared
 * sources it imports (as `npm run build -w api` makes it), rebuilt in memory when a file it was made from
 * changes, and the process replaced only when the bundle's bytes differ. An edit in shared/src/ui, which
 * the api does not import, or a test file, therefore leaves it running. A new migration restarts it too.
 */
export async function watchApi(options: ApiWatchOptions): Promise<ApiWatch> {
  const apiDir = path.join(options.root, 'api');
  const pkg = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const outfile = path.join(options.outDir, 'server.mjs');
  mkdirSync(options.outDir, { recursive: true });

  const bundler: BuildContext<{ write: false; metafile: true }> = await context({
    absWorkingDir: apiDir,
    entryPoints: ['src/server.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@clinic/') && d !== 'drizzle-orm'),
    sourcemap: true,
    write: false,
    metafile: true,
    logLevel: 'error',
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  });

  let inputs = new Set<string>();
  let bundle = '';
  /** Rebuilds, and writes the bundle when it changed. */
  async function rebuild(): Promise<'changed' | 'same' | 'failed'> {
    try {
      const result = await bundler.rebuild();
      inputs = new Set(Object.keys(result.metafile.inputs).map((file) => path.resolve(apiDir, file)));
      const code = result.outputFiles.find((file) => file.path === outfile)?.text ?? '';
      if (code === bundle) return 'same';
      for (const file of result.outputFiles) writeFileSync(file.path, file.contents);
      bundle = code;
      return 'changed';
    } catch {
      // esbuild has printed the error; the running api stays until the code builds again.
      options.log('api: not rebuilt, the running one stays until the error above is fixed');
      return 'failed';
    }
  }

  let child: ChildProcess | undefined;
  let closing = false;
  function start(): Promise<boolean> {
    const began = Date.now();
    const current = spawn(process.execPath, ['--enable-source-maps', outfile], { env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = current;
    prefixLines(current.stdout, (text) => process.stdout.write(text));
    prefixLines(current.stderr, (text) => process.stderr.write(text));
    current.once('exit', (code, signal) => {
      if (closing || stopped.has(current)) return;
      options.proxy.exited();
      options.log(`api: exited (${signal ?? `code ${code}`}); it starts again on the next change in api/src or shared/src`);
    });
    options.proxy.started();
    return (async () => {
      while (current.exitCode === null && !closing) {
        if (await isListening(options.port)) {
          options.log(`api: ready in ${((Date.now() - began) / 1000).toFixed(1)} s (http://127.0.0.1:${options.port}, pid ${current.pid})`);
          return true;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    })();
  }

  async function restart(reason: string) {
    options.log(`api: restarting (${reason})`);
    if (child) {
      options.proxy.restarting();
      await stop(child);
    }
    if (!closing) await start();
  }

  // One rebuild at a time; changes seen meanwhile make one more.
  let running = false;
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  async function onChanges() {
    if (running || closing) return;
    running = true;
    while (pending.size && !closing) {
      const changed = [...pending];
      pending = new Set();
      const isMigration = (file: string) => file.startsWith(path.join(apiDir, 'drizzle') + path.sep);
      const crashed = !child || child.exitCode !== null;
      const cause = changed.find((file) => inputs.has(file) || isMigration(file));
      if (!cause && !crashed) continue;
      const outcome = await rebuild();
      if (outcome === 'changed' || (outcome === 'same' && (crashed || isMigration(cause ?? ''))))
        await restart(path.relative(options.root, cause ?? changed[0]!));
    }
    running = false;
  }

  const watchers: FSWatcher[] = [path.join(apiDir, 'src'), path.join(apiDir, 'drizzle'), path.join(options.root, 'shared', 'src')].map(
    (dir) =>
      watch(dir, { recursive: true }, (_event, file) => {
        if (!file) return;
        pending.add(path.join(dir, file));
        clearTimeout(timer);
        timer = setTimeout(() => void onChanges(), 30);
      }),
  );

  const built = (await rebuild()) === 'changed';
  if (!built) options.proxy.exited();
  const ready = built ? start() : Promise.resolve(false);
  return {
    ready,
    close: async () => {
      closing = true;
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
      if (child) await stop(child);
      await bundler.dispose();
    },
  };
}
