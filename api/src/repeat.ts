import type { FastifyInstance } from 'fastify';

/**
 * The api's one kind of background work: `job` runs every `everyMs` on each replica (what is due lives in
 * the database, so a restart loses nothing), a failure is logged and the next run tries again, the timer
 * never keeps the process alive, and it stops when the app closes.
 */
export function repeatEvery(app: FastifyInstance, everyMs: number, job: () => Promise<unknown>, failure: string) {
  const timer = setInterval(() => {
    job().catch((error: unknown) => app.log.warn({ err: error }, failure));
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
