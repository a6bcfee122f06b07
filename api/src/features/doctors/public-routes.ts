import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { sendKeptJson } from '../../http/answer-cache';
import { publicDoctorListJson } from './doctor-service';

export async function doctorRoutesForPublic(app: FastifyInstance, ctx: ApiContext) {
  // Read on every visit: kept for a moment in the public answers' cache, made through the response schema
  // (see publicDoctorListJson), dropped by any change of what it shows (event-subscribers).
  const load = () => publicDoctorListJson(ctx.db, ctx.config.clinicTz);
  contractRoute(app, ctx, 'doctorList', {
    handler: async (_request, reply) => sendKeptJson(reply, await ctx.publicAnswers.get('doctor-list', load)),
  });
}
