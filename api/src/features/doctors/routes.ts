import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calls } from '@clinic/shared/contract';
import { authRateLimit, type ApiContext } from '../../context';
import { requireRole } from '../../http/auth';
import { underApi } from '../../http/route-path';
import { doctorProfile, loginDoctor, publicDoctorList } from './doctor-service';

export async function doctorRoutes(app: FastifyInstance, ctx: ApiContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asDoctor = requireRole(ctx.tokens, 'doctor');

  // The response schema is also a guard: fields it does not name (email, hash) never leave (decision 17).
  r.get(underApi(calls.doctorList.path), { schema: { response: { 200: calls.doctorList.response } } }, async () => ({
    success: true as const,
    message: '',
    doctors: await publicDoctorList(ctx.db, ctx.config.clinicTz),
  }));

  r.post(
    underApi(calls.doctorLogin.path),
    { schema: { body: calls.doctorLogin.request, response: { 200: calls.doctorLogin.response } }, config: authRateLimit(ctx.config) },
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
