import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calls, MESSAGES } from '@clinic/shared/contract';
import type { ApiContext } from '../../context';
import { requireRole } from '../../http/auth';
import { checkPassword } from '../../http/passwords';
import { unauthorized } from '../../http/errors';
import { findDoctorByEmail } from './doctor-repository';
import { doctorProfile, publicDoctorList } from './doctor-service';

const sub = (path: string) => path.replace(/^\/api/, '');

export async function doctorRoutes(app: FastifyInstance, ctx: ApiContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asDoctor = requireRole(ctx.tokens, 'doctor');

  r.get(sub(calls.doctorList.path), async () => ({
    success: true,
    message: '',
    doctors: await publicDoctorList(ctx.db, ctx.config.clinicTz),
  }));

  r.post(sub(calls.doctorLogin.path), { schema: { body: calls.doctorLogin.request }, config: ctx.authRateLimit }, async (request) => {
    const doctor = await findDoctorByEmail(ctx.db, request.body.email);
    if (!(await checkPassword(doctor?.passwordHash, request.body.password)) || !doctor) throw unauthorized(MESSAGES.invalidCredentials);
    return { success: true, message: 'Welcome back', token: await ctx.tokens.sign('doctor', doctor.id) };
  });

  r.get(sub(calls.doctorProfile.path), { onRequest: asDoctor }, async (request) => ({
    success: true,
    message: '',
    profileData: await doctorProfile(ctx.db, ctx.config.clinicTz, request.principal),
  }));
}
