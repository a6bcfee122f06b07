import type { AuditEntry } from '@clinic/shared/contract';
import { useCallQuery } from '@clinic/shared/data';
import { auditQuery, type AuditFilters } from '../audit-log';

export interface AuditLogPage {
  entries: AuditEntry[];
  total: number;
}

/** One page of the audit log, newest first, with the filters chosen. */
export function useAuditLogPage(page: number, filters: AuditFilters) {
  return useCallQuery('adminAuditLog', auditQuery(page, filters), {
    select: (answer): AuditLogPage => ({ entries: answer.entries, total: answer.total }),
  });
}
