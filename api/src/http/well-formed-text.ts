import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';
import { UNSTORABLE_MESSAGE } from './error-handler';

/** Half of a UTF-16 surrogate pair on its own: not text, and no database column or JSON value can hold it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function holdsIllFormedText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) if (LONE_SURROGATE.test(key) || holdsIllFormedText(item, depth + 1)) return true;
  return false;
}

/** Refuses a body or query carrying broken text before any route stores it (found by the fuzz suite). */
export function rejectIllFormedText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (holdsIllFormedText(request.body) || holdsIllFormedText(request.query)) throw new HttpError(400, UNSTORABLE_MESSAGE);
  });
}
