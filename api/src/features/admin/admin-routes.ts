import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@clinic/shared/contract';
import { authRateLimit, LEAVES_DOCTOR_LIST, type ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { unauthorized } from '../../http/errors';
import { adminCredentialsClaim } from './credentials';

/** Compares digests, so neither the length nor the content of the secret leaks through timing. */
const same = (a: string, b: string) => timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

/** The admin's own account: signing in. */
export async function adminRoutesForAdmin(app: FastifyInstance, ctx: ApiContext) {
  // The admin is configured, not stored (decision 16); the token names the admin's email and carries a
  // tag of the credentials, so changing ADMIN_PASSWORD signs out every admin token issued before.
  contractRoute(app, ctx, 'adminLogin', {
    config: { ...authRateLimit(ctx.config), ...LEAVES_DOCTOR_LIST },
    handler: async (request) => {
      const { email, password } = request.body;
      // Both comparisons always run, so a right email with a wrong password takes as long as neither.
      const emailMatches = same(email, ctx.config.admin.email);
      const passwordMatches = same(password, ctx.config.admin.password);
      if (!(emailMatches && passwordMatches)) throw unauthorized(MESSAGES.invalidCredentials);
      return {
        success: true as const,
        message: 'Welcome back',
        token: await ctx.tokens.sign('admin', ctx.config.admin.email, adminCredentialsClaim(ctx.config)),
      };
    },
  });
}
