import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { calls, failureSchema } from '@clinic/shared/contract';
import type { ApiContext } from '../../context';
import { underApi } from '../../http/route-path';

export async function healthRoutes(app: FastifyInstance, ctx: ApiContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(underApi(calls.health.path), { schema: { response: { 200: calls.health.response, 503: failureSchema } } }, async (request, reply) => {
    try {
      await ctx.db.execute(sql`select 1`);
      return { success: true as const, message: 'ok', database: 'up' as const };
    } catch (error) {
      request.log.warn({ err: error }, 'database unreachable');
      return reply.code(503).send({ success: false as const, message: 'The database is unreachable' });
    }
  });
}
