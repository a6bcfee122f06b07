import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiContext } from '../../context';
import { notFound } from '../../http/errors';
import { languageOf } from '../../http/language';
import { msg } from '../../i18n';
import { demoPageCsp, renderDemoCheckout } from './demo-checkout-page';
import { findDemoSession, settleDemoSession } from './demo-provider';

const NO_SUCH_SESSION = msg('No such demo payment');
const params = z.object({ sessionId: z.string().regex(/^demo_cs_[A-Za-z0-9_-]{1,64}$/, { message: NO_SUCH_SESSION }) });

/**
 * The demo provider's stand-in for Stripe's hosted checkout. No token: like Stripe's page it is reached
 * by the browser from a redirect, and the unguessable session id is what lets one pay or cancel.
 */
export async function demoCheckoutRoutes(app: FastifyInstance, { db, config }: ApiContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Plain HTML forms post url-encoded; their buttons carry no fields we read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
    done(null, {}),
  );

  r.get('/payments/demo/checkout/:sessionId', { schema: { params } }, async (request, reply) => {
    const session = await findDemoSession(db, request.params.sessionId);
    if (!session) throw notFound(NO_SUCH_SESSION);
    reply.header('content-security-policy', demoPageCsp(config.publicUrl)).type('text/html; charset=utf-8');
    return renderDemoCheckout(session, config.publicUrl, languageOf(request));
  });

  for (const outcome of ['paid', 'cancelled'] as const) {
    const action = outcome === 'paid' ? 'pay' : 'cancel';
    r.post(`/payments/demo/checkout/:sessionId/${action}`, { schema: { params } }, async (request, reply) => {
      const session = await settleDemoSession(db, request.params.sessionId, outcome);
      if (!session) throw notFound(NO_SUCH_SESSION);
      // 303: the browser follows with a GET to the clinic's /verify page, which then asks the api.
      return reply.redirect(session.status === 'paid' ? session.successUrl : session.cancelUrl, 303);
    });
  }
}
