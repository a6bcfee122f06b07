import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';

export async function doctorRoutesForPublic(app: FastifyInstance, ctx: ApiContext) {
  // The JSON comes ready from the cache, made through the same response schema (see publicDoctorListJson);
  // Fastify sends a JSON string as it is, so the type provider is told it is the object it stands for.
  contractRoute(app, ctx, 'doctorList', {
    handler: async (_request, reply) => reply.type('application/json; charset=utf-8').send((await ctx.doctorList.get()) as never),
  });
}
