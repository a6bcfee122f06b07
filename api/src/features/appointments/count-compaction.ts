import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { repeatEvery } from '../../repeat';
import { compactStatusCounts } from './status-filter';

/** Every replica folds the count rows now and then, so reading the counts stays a handful of rows. */
export function scheduleCountCompaction(app: FastifyInstance, db: Db, everyMs = 60_000) {
  repeatEvery(app, everyMs, () => compactStatusCounts(db), 'could not fold the appointment counts; will try again');
}
