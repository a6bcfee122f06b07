import { spawn, type ChildProcess } from 'node:child_process';

/** Resolves once `url` answers 2xx; fails at once if one of `children` exits, or after `timeoutMs`. */
export async function waitForAnswer(url: string, children: ChildProcess[], timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const dead = children.find((c) => c.exitCode !== null);
    if (dead) throw new Error(`${dead.spawnfile} exited with ${dead.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Sends `signal` and resolves when the process has gone (at once if it already has). */
export const stopChild = (child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

/**
 * How long a side server (a gateway of its own, which migrates and seeds a fresh database) may take to
 * answer. Beside the api suite on CI's two cores one has taken over 60 s; a hook that starts one allows
 * this and a little more (`SIDE_SERVER_HOOK_MS`).
 */
export const SIDE_SERVER_START_MS = 150_000;
export const SIDE_SERVER_HOOK_MS = SIDE_SERVER_START_MS + 30_000;

/**
 * Runs `node <script>` with `env` and resolves once `healthUrl` answers. Its output (stdout and stderr)
 * is kept: when it does not come up, it is killed and the error carries that output.
 */
export async function startNodeServer(script: string, env: NodeJS.ProcessEnv, healthUrl: string) {
  const child = spawn(process.execPath, [script], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await waitForAnswer(healthUrl, [child], SIDE_SERVER_START_MS);
  } catch (error) {
    child.kill();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return { output: () => output, stop: () => stopChild(child) };
}
