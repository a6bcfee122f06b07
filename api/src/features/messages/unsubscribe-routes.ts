import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calls, idSchema } from '@clinic/shared/contract';
import type { ApiContext } from '../../context';
import { users } from '../../db/schema';
import { contractRoute } from '../../http/contract-route';
import { badRequest } from '../../http/errors';
import { underApi } from '../../http/route-path';
import { verifyUnsubscribeToken } from './unsubscribe-token';

export const UNSUBSCRIBED = 'You will no longer receive reminders. We will still send your booking confirmations and cancellations.';
export const BAD_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Please use the link in your latest reminder, or turn reminders off in My profile.';

/** Reminders off for the account the signed token names; a booking's own messages are not touched. */
async function unsubscribe(ctx: ApiContext, token: string): Promise<string> {
  const userId = verifyUnsubscribeToken(token, ctx.config.jwtSecret);
  if (!userId || !idSchema.safeParse(userId).success) throw badRequest(BAD_UNSUBSCRIBE_LINK);
  // An account deleted since gets no reminders either, so the answer is the same.
  await ctx.db.update(users).set({ reminders: false }).where(eq(users.id, userId));
  return UNSUBSCRIBED;
}

/**
 * A reminder's unsubscribe link (decision 46): `GET` from the patient's page or a browser, `POST` from a mail
 * client's one-click button (RFC 8058). No login: the signed token is the permission.
 */
export async function unsubscribeRoutes(app: FastifyInstance, ctx: ApiContext) {
  contractRoute(app, ctx, 'unsubscribe', {
    handler: async (request) => ({ success: true as const, message: await unsubscribe(ctx, request.query.token) }),
  });

  // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click`, form-encoded (or as multipart, which the
  // api already reads), to the header's URL; the token stays in the query. The body says nothing more, so
  // it is read as text and left; this parser is this plugin's alone, no other route takes forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
    done(null, body),
  );
  // Declared by hand rather than by contractRoute, which reads a POST's request from its body.
  const call = calls.unsubscribeOneClick;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: underApi(call.path),
    schema: { querystring: call.request, response: { 200: call.response } },
    handler: async (request) => ({ success: true as const, message: await unsubscribe(ctx, request.query.token) }),
  });
}
