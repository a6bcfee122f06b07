import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveLanguage } from '@clinic/shared/i18n/negotiate';
import { textIn, type Language, type Text } from '../i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the request is answered in (decision 32): the `lang` cookie, else Accept-Language, else English. */
    lang: Language;
  }
}

/** The language of a request's headers: the site's `lang` cookie, else Accept-Language, else English. */
export const requestedLanguage = (request: Pick<FastifyRequest, 'headers'>): Language =>
  resolveLanguage({ cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] });

/** The request's language: what the hook set, or (outside the api's scope, a hook not yet run) its headers'. */
export const languageOf = (request: FastifyRequest): Language => (request.lang as Language | undefined) ?? requestedLanguage(request);

/** The language each request's message was written in by `localize`, for its Content-Language. */
const localized = new WeakMap<FastifyRequest, Language>();

/**
 * A message in the request's language, for a route that builds its answer's message itself (one with
 * values: `msg('{count} sessions booked', …)`). A plain English message needs nothing: the answer's hook
 * translates it.
 */
export function localize(request: FastifyRequest, text: Text): string {
  const { message, language } = textIn(languageOf(request), text);
  localized.set(request, language);
  return message;
}

/** The envelope's message in the request's language, with the answer's Content-Language set to the language it is in. */
export function envelopeMessage(request: FastifyRequest, reply: FastifyReply, text: Text): string {
  const { message, language } = textIn(languageOf(request), text);
  if (message) reply.header('content-language', language);
  return message;
}

type Envelope = { success: boolean; message: unknown };
const isEnvelope = (payload: unknown): payload is Envelope =>
  typeof payload === 'object' && payload !== null && typeof (payload as Envelope).success === 'boolean' && 'message' in payload;

/**
 * Every request under /api gets its language first thing (before guards and limits, whose refusals are
 * translated too), and every envelope it is answered with says its `message` in that language: a
 * sentence a catalog holds is translated, anything else is left as it is (never an error).
 */
export function answerInRequestLanguage(app: FastifyInstance) {
  if (!app.hasRequestDecorator('lang')) app.decorateRequest('lang', 'en');
  app.addHook('onRequest', async (request) => {
    request.lang = requestedLanguage(request);
  });
  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!isEnvelope(payload) || typeof payload.message !== 'string' || !payload.message) return payload;
    // Written by the route (localize) or the error handler already: only the header is missing, if anything.
    const done = localized.get(request);
    if (done) {
      if (!reply.hasHeader('content-language')) reply.header('content-language', done);
      return payload;
    }
    if (reply.hasHeader('content-language')) return payload;
    return { ...payload, message: envelopeMessage(request, reply, payload.message) };
  });
}
