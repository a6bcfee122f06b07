// What other api features may use of audit/: its public face. Everything else in this folder is its own;
// lint (scripts/lint/boundaries.mjs) refuses an import of it from another feature.
export { noteAuditTarget } from './audit-note';
export { clientAddress, recordAudit } from './record';
export { recordStaffChanges } from './appointment-changes';
