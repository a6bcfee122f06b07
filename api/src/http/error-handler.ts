import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors';

/** Status codes Fastify and its plugins raise for bad requests, with words a person can act on. */
const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported',
  FST_REQ_FILE_TOO_LARGE: 'The image is larger than 5 MB',
  FST_FILES_LIMIT: 'Send one image at a time',
  FST_PARTS_LIMIT: 'The form has too many fields',
  FST_FIELDS_LIMIT: 'The form has too many fields',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The form must be sent as multipart/form-data',
};

/** Every answer under /api is the envelope `{success:false, message}` with an honest status. */
export function installErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const message = issue?.message && !issue.message.startsWith('Invalid input') ? issue.message : 'Some fields are missing or invalid';
      return reply.code(400).send({ success: false, message });
    }
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ success: false, message: error.message });
    if (error.statusCode === 429) return reply.code(429).send({ success: false, message: 'Too many attempts, please wait a minute and try again' });
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
      return reply.code(error.statusCode ?? 400).send({ success: false, message: known ?? 'The request could not be understood' });
    }
    request.log.error({ err: error }, 'request failed');
    const unavailable = isDatabaseDown(error);
    return reply
      .code(unavailable ? 503 : 500)
      .send({ success: false, message: unavailable ? 'The service is briefly unavailable, please try again' : 'Something went wrong, please try again' });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ success: false, message: 'No such api route' }));
}

function isDatabaseDown(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code && ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001'].includes(e.code)) return true;
  }
  return false;
}
