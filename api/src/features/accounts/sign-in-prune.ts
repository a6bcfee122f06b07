import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { repeatEvery } from '../../repeat';
import { pruneSignInTries } from './sign-in-throttle';

/** Every replica lets go of the sign-in counts no one reads any more, hourly (sign-in-throttle). */
export function scheduleSignInPrune(app: FastifyInstance, db: Db, everyMs = 60 * 60_000) {
  repeatEvery(app, everyMs, () => pruneSignInTries(db), 'could not prune the sign-in counts; will try again');
}
