import type { AuditAction, AuditEntity } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

export interface AuditEntry {
  /** One of the contracts' `AUDIT_ACTIONS`: an action not listed there does not compile. */
  action: AuditAction;
  /** One of the contracts' `AUDIT_ENTITIES`. */
  entity: AuditEntity;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * The audit row for an entry: who did what (and for which member, when an admin acts for one).
 * writeAudit inserts it; a database function that must add what only it knows (an order's
 * invoice number, fnb_take_slot) is handed it as jsonb and inserts it itself, so the entry is
 * written once and has the same shape either way.
 */
export function auditValues(actor: Actor, entry: AuditEntry) {
  return {
    actorStaffId: actor.staffId,
    actorMemberId: actor.memberId,
    actedForMemberId: actor.actingForMemberId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: actor.kind === 'system' ? null : actor.requestId,
    ip: actor.ip,
  } satisfies typeof auditLog.$inferInsert;
}

/**
 * Records who did what (and for which member, when an admin acts for one), in the caller's
 * transaction, so the record exists exactly when the change does.
 */
export async function writeAudit(db: DbOrTx, actor: Actor, entry: AuditEntry): Promise<void> {
  await auditInsert(db, actor, entry);
}

/**
 * writeAudit's insert, built and not yet run: to run in one statement with the change it records
 * (db/write-together.ts). Not async: awaiting it runs it.
 */
export function auditInsert(db: DbOrTx, actor: Actor, entry: AuditEntry) {
  return db.insert(auditLog).values(auditValues(actor, entry));
}
