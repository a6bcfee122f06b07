// autocannon with every response time kept: its own summary has no p95, which the targets are set in.
import autocannon from 'autocannon';

export interface Load {
  requests: number;
  failed: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

const rank = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN;
const ms = (x: number) => Math.round(x * 10) / 10;

export function load(options: autocannon.Options): Promise<Load> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const started = performance.now();
    let lastResponse = started;
    const tracker = autocannon(options, (error, result) => {
      if (error) return reject(error);
      times.sort((a, b) => a - b);
      const requests = result['2xx'] + result.non2xx;
      resolve({
        requests,
        failed: result.non2xx + result.errors + result.timeouts,
        // From the start to the last answer: autocannon's own average is per whole second, and it only
        // reports on its next whole-second tick, so timing up to its callback understates a short run.
        rps: Math.round(requests / ((lastResponse - started) / 1000)),
        p50: ms(rank(times, 50)),
        p95: ms(rank(times, 95)),
        p99: ms(rank(times, 99)),
      });
    });
    tracker.on('response', (_client: unknown, _status: number, _bytes: number, time: number) => {
      times.push(time);
      lastResponse = performance.now();
    });
  });
}
