import { affectedRefusalSchema } from '@clinic/shared/contract';
import type { FastifyRequest } from 'fastify';
import { localize } from '../../http/language';
import type { CalendarOutcome } from './calendar-change';

/** The 409 of a change that would leave active appointments outside the hours (decision 44, decision 42's shape). */
export const AFFECTED_REFUSAL = { 409: affectedRefusalSchema };
/** The same, for a call that may also refuse a plain conflict (a day already closed) without a number. */
export const AFFECTED_OR_CONFLICT = { 409: affectedRefusalSchema.partial({ affected: true }) };

/**
 * The route's status and body for a change's outcome, its message in the request's language; `extra` adds
 * the success answer's own fields.
 */
export function answer<T, X extends object>(request: FastifyRequest, outcome: CalendarOutcome<T>, extra: (value: T) => X) {
  const message = localize(request, outcome.message);
  return outcome.refused
    ? { status: 409 as const, body: { success: false as const, message, affected: outcome.affected } }
    : { status: 200 as const, body: { success: true as const, message, ...extra(outcome.value) } };
}
