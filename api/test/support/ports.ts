import { createServer } from 'node:net';

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** A free port in [from, to], tried in random order: several suites (and benchmarks) pick at once. */
export async function freePortIn(from: number, to: number): Promise<number> {
  const ports = Array.from({ length: to - from + 1 }, (_, i) => from + i).sort(() => Math.random() - 0.5);
  for (const port of ports) if (await portIsFree(port)) return port;
  throw new Error(`no free port in ${from}-${to}`);
}
