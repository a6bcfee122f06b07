import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { calls, failureSchema } from '@clinic/shared/contract';
import type { ApiContext } from '../../context';
import { underApi } from '../../http/route-path';

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

export async function healthRoutes(app: FastifyInstance, ctx: ApiContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(underApi(calls.health.path), { schema: { response: { 200: calls.health.response, 503: failureSchema } } }, async (request, reply) => {
    try {
      await answersWithin(ctx, HEALTH_CHECK_TIMEOUT_MS);
      return { success: true as const, message: 'ok', database: 'up' as const };
    } catch (error) {
      request.log.warn({ err: error }, 'database unreachable');
      return reply.code(503).send({ success: false as const, message: 'The database is unreachable' });
    }
  });
}
