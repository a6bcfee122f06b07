import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@clinic/shared/contract';
import { contactRateLimit, type ApiContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import { CONTACT_TOO_MANY, receiveMessage } from './contact-service';

/** The contact form (decision 40): a visitor's message reaches the admin's Inbox. */
export async function contactRoutesForPublic(app: FastifyInstance, ctx: ApiContext) {
  contractRoute(app, ctx, 'contactSend', {
    config: contactRateLimit(ctx.config.contactRateLimit, CONTACT_TOO_MANY),
    handler: async (request) => {
      if (!(await receiveMessage(ctx.db, request.body))) request.log.info('contact form honeypot filled in: message dropped');
      // The spec's own words for a sent form, kept or dropped alike.
      return { success: true as const, message: MESSAGES.contactSubmitted };
    },
  });
}
