/** The audit module's public surface: what other modules may use. */
export { auditValues, writeAudit, type AuditEntry } from './write-audit.ts';
