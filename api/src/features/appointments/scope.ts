import { eq, type SQL } from 'drizzle-orm';
import { appointments } from '../../db/schema';

/** Whose appointments a list or an action may touch (decision 7): a patient's, a doctor's, or all (admin). */
export type Scope = { userId: string } | { docId: string } | 'all';

export function scopeCondition(scope: Scope): SQL | undefined {
  if (scope === 'all') return undefined;
  return 'userId' in scope ? eq(appointments.userId, scope.userId) : eq(appointments.docId, scope.docId);
}

/** `scopeCondition` for a row already read (a batched read fetches by id alone, then checks the scope). */
export function rowInScope(row: { userId: string | null; docId: string }, scope: Scope): boolean {
  if (scope === 'all') return true;
  return 'userId' in scope ? row.userId === scope.userId : row.docId === scope.docId;
}
