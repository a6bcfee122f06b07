import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { msg, phraseOrText, type MessageValue, type Text } from '../i18n';
import { causeChain, HttpError } from './errors';
import { envelopeMessage } from './language';

export const TOO_MANY_ATTEMPTS = msg('Too many attempts, please wait a minute and try again');

/** Codes Fastify and its plugins raise for bad requests, with words a person can act on. */
const CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: msg('The request body is empty'),
  FST_ERR_CTP_INVALID_JSON_BODY: msg('The request body is not valid JSON'),
  FST_ERR_CTP_BODY_TOO_LARGE: msg('The request is too large'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: msg('This content type is not supported'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: msg('The request length does not match its body'),
  FST_REQ_FILE_TOO_LARGE: msg('The image is larger than 5 MB'),
  FST_FILES_LIMIT: msg('Send one image at a time'),
  FST_PARTS_LIMIT: msg('The form has too many fields'),
  FST_FIELDS_LIMIT: msg('The form has too many fields'),
  FST_PROTO_VIOLATION: msg('The form contains a forbidden field name'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: msg('The form must be sent as multipart/form-data'),
};

/** Wire names whose plain reading would puzzle a patient. */
const FIELD_NAMES: Record<string, string> = {
  docId: msg('Doctor'),
  appointmentId: msg('Appointment'),
  slotDate: msg('Date'),
  slotTime: msg('Time'),
  dob: msg('Date of birth'),
};

/** `userData/phone` → `Phone`: a field name as a person would say it (English; the catalog has the others). */
export const fieldLabel = (path: string[]): string => {
  const key = [...path].reverse().find((p) => !/^\d+$/.test(p)) ?? msg('A field');
  if (FIELD_NAMES[key]) return FIELD_NAMES[key];
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A field's label as a message value: translated when the catalog has it (every field of the contract's requests). */
const label = (path: string[]): MessageValue => phraseOrText(fieldLabel(path));

/**
 * The schemas' own messages are written for people (`Please enter a valid email`); zod's defaults
 * (`Invalid input: expected string, received undefined`) are replaced by one that names the field.
 */
export function validationMessage(
  issue: { message?: string; instancePath?: string; keyword?: string; params?: { origin?: unknown } } | undefined,
): Text {
  if (!issue) return msg('Some fields are missing or invalid');
  const generic = !issue.message || /^(Invalid|Too (big|small)|Unrecognized)/.test(issue.message);
  if (!generic) return issue.message!;
  const path = (issue.instancePath ?? '').split('/').filter(Boolean);
  if (!path.length) return msg('The request is missing or invalid');
  const measured = issue.params?.origin;
  if (issue.keyword === 'too_big')
    return measured === 'string' || measured === 'array'
      ? msg('{field} is too long', { field: label(path) })
      : msg('{field} is out of range', { field: label(path) });
  if (issue.keyword === 'too_small' && measured === 'number') return msg('{field} is out of range', { field: label(path) });
  return msg('{field} is missing or invalid', { field: label(path) });
}

/**
 * Every answer under /api is the envelope `{success:false, message}` with an honest status (decision 18),
 * its message in the request's language (decision 32).
 */
export function installErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const refuse = (status: number, text: Text, fields?: object) =>
      reply.code(status).send({ success: false, message: envelopeMessage(request, reply, text), ...fields });
    if (hasZodFastifySchemaValidationErrors(error)) return refuse(400, validationMessage(error.validation[0]));
    if (error instanceof HttpError) return refuse(error.statusCode, error.text, error.fields);
    if (error.statusCode === 429) return refuse(429, TOO_MANY_ATTEMPTS);
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (known || (status >= 400 && status < 500)) {
      return refuse(status >= 400 && status < 500 ? status : 400, known ?? msg('The request could not be understood'));
    }
    // Text the database cannot hold (a NUL character, a `\u0000` in JSON) is the request's fault, not ours.
    if (hasCause(error, UNSTORABLE_TEXT)) return refuse(400, UNSTORABLE_MESSAGE);
    request.log.error({ err: error }, 'request failed');
    const unavailable = isDatabaseDown(error);
    return refuse(
      unavailable ? 503 : 500,
      unavailable ? msg('The service is briefly unavailable, please try again') : msg('Something went wrong, please try again'),
    );
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ success: false, message: envelopeMessage(request, reply, msg('No such api route')) }),
  );
}

export const UNSTORABLE_MESSAGE = msg('The request contains characters that cannot be saved');
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
