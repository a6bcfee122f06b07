import { AuditLog } from '../features/audit-log/components/AuditLog';

/** The audit log (decision 47): who did what, to which record, from where. */
export default function AuditLogPage() {
  return <AuditLog />;
}
