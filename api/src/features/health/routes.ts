import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ApiContext } from '../../context';

export async function healthRoutes(app: FastifyInstance, ctx: ApiContext) {
  app.get('/health', async (request, reply) => {
    try {
      await ctx.db.execute(sql`select 1`);
      return { success: true, message: 'ok', database: 'up' };
    } catch (error) {
      request.log.warn({ err: error }, 'database unreachable');
      return reply.code(503).send({ success: false, message: 'The database is unreachable' });
    }
  });
}
