import type { ChildProcess } from 'node:child_process';

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
