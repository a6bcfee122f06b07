import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { msg, phraseOrText } from '../i18n';
import { validationMessage } from './error-handler';
import { badRequest, HttpError } from './errors';

/** The one file field the forms accept. */
export const IMAGE_FIELD = 'image';

export interface MultipartForm {
  /** The text fields (the first of each name), JSON fields already parsed. */
  fields: Record<string, unknown>;
  /** The bytes of the `image` part, not yet checked; absent when no file was chosen. */
  image?: Buffer;
}

export interface FormOptions {
  /** Fields that arrive as JSON text (`address`). */
  jsonFields?: readonly string[];
  /** Fields where a blank input means "not given", so the schema's default applies. */
  blankIsMissing?: readonly string[];
}

export const UNREADABLE_FORM = msg('The form could not be read, please send it again');
export const ENCODED_BODY = msg('A compressed request body is not accepted, please send it again without Content-Encoding');

/**
 * Refuses, on every route of this scope and before anything reads the body, a request sent with a
 * Content-Encoding: nothing here decodes one (nginx passes it on as it came). Read as it is, gzip is not
 * JSON; and the multipart parser reads the raw stream, so behind a decoder (the gateway's compression
 * plugin) it waited for bytes the decoder held back, and the upload never got an answer.
 */
export function refuseEncodedBodies(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (encoding && encoding !== 'identity') throw new HttpError(415, ENCODED_BODY);
  });
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
/** A form field's name as the refusal says it, translated when the catalog has it (`Address`). */
const fieldName = (name: string) => phraseOrText(capitalised(name));

/** The plugin's own refusals carry a status; busboy's (a body cut short, no boundary) are plain errors. */
function asRefusal(error: unknown, { jsonFields }: FormOptions): unknown {
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  // The plugin parses a part declared as `application/json` itself; a broken one is that field's fault.
  if (code === 'FST_INVALID_JSON_FIELD_ERROR')
    return badRequest(msg('{field} is invalid', { field: fieldName(jsonFields?.[0] ?? 'a field') }));
  return statusCode ? error : badRequest(UNREADABLE_FORM);
}

async function drain(stream: Readable) {
  for await (const _chunk of stream);
}

/**
 * Reads a multipart form to its end. The first problem is remembered rather than thrown at once, so every
 * part is consumed (a file over the limit is discarded by the parser as it streams) and the connection stays
 * usable for the next request. Runs after the route's `onRequest` guard, so nobody unsigned gets this far.
 */
export async function readMultipartForm(request: FastifyRequest, options: FormOptions = {}): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, msg('The form must be sent as multipart/form-data'));
  const fields: Record<string, unknown> = {};
  let image: Buffer | undefined;
  let problem: unknown;
  const note = (error: unknown) => void (problem ??= asRefusal(error, options));

  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== IMAGE_FIELD) {
          await drain(part.file);
          note(badRequest(msg('Only one image, in the field named image, can be sent')));
          continue;
        }
        const bytes = await part.toBuffer().catch((error: unknown) => void note(error));
        // An empty file input still sends a part, with no name and no bytes: nothing was chosen.
        if (bytes && (bytes.length > 0 || part.filename)) image = bytes;
      } else if (!Object.hasOwn(fields, part.fieldname)) {
        if (part.valueTruncated) note(badRequest(msg('{field} is too long', { field: fieldName(part.fieldname) })));
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    note(error);
  }
  if (problem) throw problem;

  for (const name of options.blankIsMissing ?? []) {
    if (typeof fields[name] === 'string' && !(fields[name] as string).trim()) delete fields[name];
  }
  for (const name of options.jsonFields ?? []) {
    // A part sent with `content-type: application/json` was parsed already by the multipart plugin.
    if (typeof fields[name] !== 'string') continue;
    try {
      fields[name] = JSON.parse(fields[name] as string);
    } catch {
      throw badRequest(msg('{field} is invalid', { field: fieldName(name) }));
    }
  }
  return { fields, image };
}

/** Validates text fields with a shared schema; a refusal reads like the JSON routes' (same helper). */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  // The shape fastify-type-provider-zod hands the error handler for a JSON body.
  const issue = result.error.issues[0];
  const params = { origin: (issue as { origin?: unknown } | undefined)?.origin };
  throw badRequest(
    validationMessage(issue && { message: issue.message, keyword: issue.code, instancePath: `/${issue.path.join('/')}`, params }),
  );
}
