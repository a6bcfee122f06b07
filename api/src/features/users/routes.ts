import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calls, MESSAGES } from '@clinic/shared/contract';
import type { ApiContext } from '../../context';
import { requireRole } from '../../http/auth';
import { conflict, isUniqueViolation, notFound, unauthorized } from '../../http/errors';
import { checkPassword, hashPassword } from '../../http/passwords';
import { findUser, findUserByEmail, insertUser, toUserProfile } from './user-repository';

const sub = (path: string) => path.replace(/^\/api/, '');
const EMAIL_TAKEN = 'An account with this email already exists, please log in';

export async function userRoutes(app: FastifyInstance, ctx: ApiContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asPatient = requireRole(ctx.tokens, 'patient');

  r.post(sub(calls.userRegister.path), { schema: { body: calls.userRegister.request }, config: ctx.authRateLimit }, async (request, reply) => {
    const { name, email, password } = request.body;
    if (await findUserByEmail(ctx.db, email)) throw conflict(EMAIL_TAKEN);
    try {
      const id = await insertUser(ctx.db, { name, email, passwordHash: await hashPassword(password) });
      reply.code(201);
      return { success: true, message: 'Account created', token: await ctx.tokens.sign('patient', id) };
    } catch (error) {
      // Two sign-ups with one email at the same moment: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
      throw error;
    }
  });

  r.post(sub(calls.userLogin.path), { schema: { body: calls.userLogin.request }, config: ctx.authRateLimit }, async (request) => {
    const user = await findUserByEmail(ctx.db, request.body.email);
    if (!(await checkPassword(user?.passwordHash, request.body.password)) || !user) throw unauthorized(MESSAGES.invalidCredentials);
    return { success: true, message: 'Welcome back', token: await ctx.tokens.sign('patient', user.id) };
  });

  r.get(sub(calls.userProfile.path), { onRequest: asPatient }, async (request) => {
    const user = await findUser(ctx.db, request.principal);
    if (!user) throw notFound('Account not found');
    return { success: true, message: '', userData: toUserProfile(user) };
  });
}
