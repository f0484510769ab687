import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** Records who did what (and for which member, when an admin acts for one). */
export async function audit(
  db: DbOrTx,
  request: FastifyRequest | null,
  entry: {
    action: string;
    entity: string;
    entityId?: string | number | null;
    before?: unknown;
    after?: unknown;
    actor?: { staffId?: number | null; memberId?: number | null };
  },
): Promise<void> {
  const s = request?.session;
  await db.insert(auditLog).values({
    actorStaffId: entry.actor?.staffId ?? s?.staffId ?? null,
    actorMemberId: entry.actor?.memberId ?? s?.memberId ?? null,
    actedForMemberId: s?.actingMemberId ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    requestId: request?.id ?? null,
    ip: request?.ip ?? null,
  });
}
