import type { FastifyRequest } from 'fastify';

const notes = new WeakMap<FastifyRequest, string>();

/**
 * For a call whose record the audit hook cannot read from the JSON body: a multipart form (the edited
 * doctor's id) or a record the call creates without naming it in its answer (the new doctor's id).
 */
export function noteAuditTarget(request: FastifyRequest, targetId: string): void {
  notes.set(request, targetId);
}

export const notedAuditTarget = (request: FastifyRequest): string | undefined => notes.get(request);
