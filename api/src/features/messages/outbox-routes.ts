import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { outboxPage, retryMessage } from './outbox-service';

/** The admin's Sent messages page (decision 46): every message kept, newest first, and retrying a failed one. */
export async function outboxRoutesForAdmin(app: FastifyInstance, ctx: ApiContext) {
  contractRoute(app, ctx, 'adminOutbox', {
    handler: async (request) => ({ success: true as const, message: '', ...(await outboxPage(ctx.db, request.query)) }),
  });

  contractRoute(app, ctx, 'adminRetryMessage', {
    handler: async (request) => ({ success: true as const, message: await retryMessage(ctx.db, request.body.messageId) }),
  });
}
