import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calls, MESSAGES } from '@clinic/shared/contract';
import type { ApiContext } from '../../context';
import { unauthorized } from '../../http/errors';

const sub = (path: string) => path.replace(/^\/api/, '');
/** Compares digests, so neither the length nor the content of the secret leaks through timing. */
const same = (a: string, b: string) => timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

export async function adminRoutes(app: FastifyInstance, ctx: ApiContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(sub(calls.adminLogin.path), { schema: { body: calls.adminLogin.request }, config: ctx.authRateLimit }, async (request) => {
    const { email, password } = request.body;
    const emailMatches = same(email, ctx.config.admin.email);
    const passwordMatches = same(password, ctx.config.admin.password);
    const ok = emailMatches && passwordMatches;
    if (!ok) throw unauthorized(MESSAGES.invalidCredentials);
    return { success: true, message: 'Welcome back', token: await ctx.tokens.sign('admin', ctx.config.admin.email) };
  });
}
