import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calls, MESSAGES } from '@clinic/shared/contract';
import { authRateLimit, LEAVES_DOCTOR_LIST, type ApiContext } from '../../context';
import { unauthorized } from '../../http/errors';
import { underApi } from '../../http/route-path';
import { addDoctorRoute } from './add-doctor-route';
import { adminCredentialsClaim } from './credentials';

/** Compares digests, so neither the length nor the content of the secret leaks through timing. */
const same = (a: string, b: string) => timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

export async function adminRoutes(app: FastifyInstance, ctx: ApiContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The admin is configured, not stored (decision 16); the token names the admin's email and carries a
  // tag of the credentials, so changing ADMIN_PASSWORD signs out every admin token issued before.
  r.post(
    underApi(calls.adminLogin.path),
    { schema: { body: calls.adminLogin.request, response: { 200: calls.adminLogin.response } }, config: { ...authRateLimit(ctx.config), ...LEAVES_DOCTOR_LIST } },
    async (request) => {
      const { email, password } = request.body;
      // Both comparisons always run, so a right email with a wrong password takes as long as neither.
      const emailMatches = same(email, ctx.config.admin.email);
      const passwordMatches = same(password, ctx.config.admin.password);
      if (!(emailMatches && passwordMatches)) throw unauthorized(MESSAGES.invalidCredentials);
      return { success: true as const, message: 'Welcome back', token: await ctx.tokens.sign('admin', ctx.config.admin.email, adminCredentialsClaim(ctx.config)) };
    },
  );

  await app.register(addDoctorRoute, ctx);
}
