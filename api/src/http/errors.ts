import { msg, type Text } from '../i18n';

/**
 * A refusal the client should read: its status and a short human message (decision 18: nothing internal).
 * The message is English (`error.message`) and, as `text`, written in the reader's language when it is
 * answered (decision 32).
 */
export class HttpError extends Error {
  readonly text: Text;
  constructor(
    readonly statusCode: number,
    text: Text,
    /** Fields the failure envelope carries beside the message (staff sign-in's `mfaRequired` and `accountRole`). */
    readonly fields?: { mfaRequired?: true; accountRole?: 'admin' | 'doctor' },
  ) {
    super(String(text));
    this.text = text;
  }
}

export const badRequest = (message: Text) => new HttpError(400, message);
export const unauthorized = (message: Text = msg('Not authorized, please log in again')) => new HttpError(401, message);
export const forbidden = (message: Text = msg('You are not allowed to do that')) => new HttpError(403, message);
export const notFound = (message: Text) => new HttpError(404, message);
export const conflict = (message: Text) => new HttpError(409, message);

type Wrapped = { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
/** The error and each one it wraps: drizzle puts the driver's error in `cause`. */
export function* causeChain(error: unknown): Generator<Wrapped> {
  for (let e = error as Wrapped | undefined; e; e = e.cause as Wrapped | undefined) yield e;
}

/** PostgreSQL's unique violation, wherever drizzle put it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const e of causeChain(error)) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
  }
  return false;
}

/** PostgreSQL's exclusion violation (23P01) of `constraint`: two visits that would overlap (migration 0030). */
export function isOverlapViolation(error: unknown, constraint: string): boolean {
  for (const e of causeChain(error)) {
    if (e.code === '23P01') return e.constraint === constraint;
  }
  return false;
}

/** The SQLSTATE of a database error, wherever drizzle put it. */
export function sqlState(error: unknown): string | undefined {
  for (const e of causeChain(error)) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}
