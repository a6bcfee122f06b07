import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { calls, type CallName } from '@clinic/shared/contract';
import type { Db } from '../../db/client';
import { AUDITED_CALLS, type AuditedCall, type CallFacts } from './audited-calls';
import { notedAuditTarget } from './audit-note';
import { clientAddress, recordAudit, type AuditEntryInput } from './record';

const succeeded = (reply: FastifyReply) => reply.statusCode >= 200 && reply.statusCode < 300;

function answerOf(payload: unknown): () => unknown {
  let parsed: unknown;
  return () => (parsed ??= typeof payload === 'string' ? JSON.parse(payload) : payload);
}

/** The entry of one successful staff call, or undefined for a call the audit log does not record. */
export function staffActionEntry(request: FastifyRequest, payload: unknown): AuditEntryInput | undefined {
  const name: CallName | undefined = request.routeOptions.config.call;
  if (!name) return undefined;
  // One table for every call: each entry reads the facts of its own call only.
  const audited = AUDITED_CALLS[name] as AuditedCall<CallName> | undefined;
  if (!audited) return undefined;
  const call = calls[name];
  const facts = {
    input: call.method === 'GET' ? request.query : request.body,
    answer: answerOf(payload),
    principal: request.principal,
    noted: notedAuditTarget(request),
  } as CallFacts<CallName>;
  if (audited.when && !audited.when(facts)) return undefined;
  return {
    actorRole: call.auth === 'atoken' ? 'admin' : 'doctor',
    actorId: request.principal,
    action: typeof audited.action === 'function' ? audited.action(facts) : audited.action,
    targetType: audited.targetType,
    targetId: audited.target(facts),
    ip: clientAddress(request),
    detail: audited.detail?.(facts) ?? {},
  };
}

/**
 * Records every staff action of `AUDITED_CALLS` that succeeded, before its answer leaves: an awaited
 * `onSend`, so the staff member's "done" means done and recorded (a failure to record answers 500 instead).
 * A hook rather than the change's own transaction: it sees every audited call in one place, without each
 * service (cancelling, schedules, doctors, messages) carrying the audit log through its code.
 */
export function recordStaffActions(app: FastifyInstance, db: Db) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!succeeded(reply)) return;
    const entry = staffActionEntry(request, payload);
    if (entry) await recordAudit(db, entry);
  });
}
