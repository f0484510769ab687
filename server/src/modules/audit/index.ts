/** The audit module's public surface: what other modules may use. */
export { auditInsert, auditValues, writeAudit, type AuditEntry } from './write-audit.ts';
