import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { causeChain, HttpError } from './errors';

export const TOO_MANY_ATTEMPTS = 'Too many attempts, please wait a minute and try again';

/** Codes Fastify and its plugins raise for bad requests, with words a person can act on. */
const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its body',
  FST_REQ_FILE_TOO_LARGE: 'The image is larger than 5 MB',
  FST_FILES_LIMIT: 'Send one image at a time',
  FST_PARTS_LIMIT: 'The form has too many fields',
  FST_FIELDS_LIMIT: 'The form has too many fields',
  FST_PROTO_VIOLATION: 'The form contains a forbidden field name',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The form must be sent as multipart/form-data',
};

/** Wire names whose plain reading would puzzle a patient. */
const FIELD_NAMES: Record<string, string> = {
  docId: 'Doctor',
  appointmentId: 'Appointment',
  slotDate: 'Date',
  slotTime: 'Time',
  dob: 'Date of birth',
};

/** `userData/phone` → `Phone`: a field name as a person would say it. */
const label = (path: string[]) => {
  const key = [...path].reverse().find((p) => !/^\d+$/.test(p)) ?? 'A field';
  if (FIELD_NAMES[key]) return FIELD_NAMES[key];
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The schemas' own messages are written for people (`Please enter a valid email`); zod's defaults
 * (`Invalid input: expected string, received undefined`) are replaced by one that names the field.
 */
export function validationMessage(
  issue: { message?: string; instancePath?: string; keyword?: string; params?: { origin?: unknown } } | undefined,
): string {
  if (!issue) return 'Some fields are missing or invalid';
  const generic = !issue.message || /^(Invalid|Too (big|small)|Unrecognized)/.test(issue.message);
  if (!generic) return issue.message!;
  const path = (issue.instancePath ?? '').split('/').filter(Boolean);
  if (!path.length) return 'The request is missing or invalid';
  const measured = issue.params?.origin;
  if (issue.keyword === 'too_big')
    return `${label(path)} ${measured === 'string' || measured === 'array' ? 'is too long' : 'is out of range'}`;
  if (issue.keyword === 'too_small' && measured === 'number') return `${label(path)} is out of range`;
  return `${label(path)} is missing or invalid`;
}

/** Every answer under /api is the envelope `{success:false, message}` with an honest status (decision 18). */
export function installErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ success: false, message: validationMessage(error.validation[0]) });
    }
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ success: false, message: error.message, ...error.fields });
    if (error.statusCode === 429) return reply.code(429).send({ success: false, message: TOO_MANY_ATTEMPTS });
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (known || (status >= 400 && status < 500)) {
      return reply
        .code(status >= 400 && status < 500 ? status : 400)
        .send({ success: false, message: known ?? 'The request could not be understood' });
    }
    // Text the database cannot hold (a NUL character, a `\u0000` in JSON) is the request's fault, not ours.
    if (hasCause(error, UNSTORABLE_TEXT)) return reply.code(400).send({ success: false, message: UNSTORABLE_MESSAGE });
    request.log.error({ err: error }, 'request failed');
    const unavailable = isDatabaseDown(error);
    return reply.code(unavailable ? 503 : 500).send({
      success: false,
      message: unavailable ? 'The service is briefly unavailable, please try again' : 'Something went wrong, please try again',
    });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ success: false, message: 'No such api route' }));
}

export const UNSTORABLE_MESSAGE = 'The request contains characters that cannot be saved';
/** character_not_in_repertoire (a NUL in text) and untranslatable_character (`\u0000` in jsonb). */
const UNSTORABLE_TEXT = ['22021', '22P05'];
const DATABASE_DOWN = ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', '3D000'];

/** node-postgres reports its own lost connections and timeouts with no SQLSTATE, only these words. */
const DRIVER_DOWN =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed)/;

/** Whether the error, or one it wraps (drizzle puts the driver's in `cause`), carries one of these codes (or, codeless, these words). */
function hasCause(error: unknown, codes: string[], words?: RegExp): boolean {
  for (const e of causeChain(error)) {
    if (typeof e.code === 'string' && codes.includes(e.code)) return true;
    if (words && !e.code && typeof e.message === 'string' && words.test(e.message)) return true;
  }
  return false;
}

const isDatabaseDown = (error: unknown) => hasCause(error, DATABASE_DOWN, DRIVER_DOWN);
