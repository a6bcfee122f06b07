// Starts a Node script as a child process on a free port and waits until it answers.
import { spawn } from 'node:child_process';
import { freePortIn } from '../test/support/ports';

/** Benchmarks keep to 4800-4899 so they never take a port another run on this machine expects. */
const freePort = () => freePortIn(4800, 4899);

export interface RunningProcess {
  url: string;
  stop: () => Promise<void>;
}

/** `script` runs with `env` plus PORT and HOST; resolves once `readyPath` answers 200. */
export async function startProcess(script: string, env: Record<string, string>, readyPath: string): Promise<RunningProcess> {
  const port = await freePort();
  // BENCH_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the server under load.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    const ok = await fetch(url + readyPath).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`${script} did not start within a minute`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, stop };
}
