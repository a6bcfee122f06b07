import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { failureSchema } from '@clinic/shared/contract';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { msg } from '../../i18n';

/** A database that answers nothing is as down as one that refuses: the check waits no longer than this. */
export const HEALTH_CHECK_TIMEOUT_MS = 3_000;

/** Resolves when the database answers, rejects when it fails or stays silent for `ms`. */
async function answersWithin(ctx: ApiContext, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const silence = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  try {
    await Promise.race([ctx.db.execute(sql`select 1`), silence]);
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutesForPublic(app: FastifyInstance, ctx: ApiContext) {
  contractRoute(app, ctx, 'health', {
    otherResponses: { 503: failureSchema },
    handler: async (request, reply) => {
      try {
        await answersWithin(ctx, HEALTH_CHECK_TIMEOUT_MS);
        return { success: true as const, message: 'ok', database: 'up' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'database unreachable');
        return reply.code(503).send({ success: false as const, message: msg('The database is unreachable') });
      }
    },
  });
}
