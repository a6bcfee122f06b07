import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readAuditFilters, type AuditFilters } from '../audit-log';

/**
 * The audit log's filters, kept in the address so a reload, a shared link and Back show the same entries.
 * Applying filters is a step Back returns from, and starts at the first page.
 */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readAuditFilters(params);
  const apply = useCallback(
    (next: AuditFilters) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        for (const [name, value] of Object.entries(next)) {
          if (value) updated.set(name, value);
          else updated.delete(name);
        }
        updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  return { filters, apply };
}
