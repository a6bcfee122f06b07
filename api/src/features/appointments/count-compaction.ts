import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { compactStatusCounts } from './status-filter';

/** Every replica folds the count rows now and then, so reading the counts stays a handful of rows. */
export function scheduleCountCompaction(app: FastifyInstance, db: Db, everyMs = 60_000) {
  const timer = setInterval(() => {
    compactStatusCounts(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not fold the appointment counts; will try again'),
    );
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
