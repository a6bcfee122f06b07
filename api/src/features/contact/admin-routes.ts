import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { inboxPage, markRead } from './contact-service';

/** The admin's Inbox: the contact form's messages, newest first, and marking one read. */
export async function contactRoutesForAdmin(app: FastifyInstance, ctx: ApiContext) {
  contractRoute(app, ctx, 'adminInbox', {
    handler: async (request) => ({ success: true as const, message: '', ...(await inboxPage(ctx.db, request.query)) }),
  });

  contractRoute(app, ctx, 'adminInboxRead', {
    handler: async (request) => ({ success: true as const, message: await markRead(ctx.db, request.body.messageId) }),
  });
}
