import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calls } from '@clinic/shared/contract';
import { authRateLimit, LEAVES_DOCTOR_LIST, type ApiContext } from '../../context';
import { requireRole } from '../../http/auth';
import { underApi } from '../../http/route-path';
import { doctorProfile, loginDoctor } from './doctor-service';

export async function doctorRoutes(app: FastifyInstance, ctx: ApiContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asDoctor = requireRole(ctx.tokens, 'doctor');

  // The JSON comes ready from the cache, made through the same response schema (see publicDoctorListJson);
  // Fastify sends a JSON string as it is, so the type provider is told it is the object it stands for.
  r.get(underApi(calls.doctorList.path), { schema: { response: { 200: calls.doctorList.response } } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send((await ctx.doctorList.get()) as never),
  );

  r.post(
    underApi(calls.doctorLogin.path),
    { schema: { body: calls.doctorLogin.request, response: { 200: calls.doctorLogin.response } }, config: { ...authRateLimit(ctx.config), ...LEAVES_DOCTOR_LIST } },
    async (request) => {
      const id = await loginDoctor(ctx.db, request.body);
      return { success: true as const, message: 'Welcome back', token: await ctx.tokens.sign('doctor', id) };
    },
  );

  r.get(
    underApi(calls.doctorProfile.path),
    { onRequest: asDoctor, schema: { response: { 200: calls.doctorProfile.response } } },
    async (request) => ({
      success: true as const,
      message: '',
      profileData: await doctorProfile(ctx.db, ctx.config.clinicTz, request.principal),
    }),
  );
}
