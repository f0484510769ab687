import { asc } from 'drizzle-orm';
import type { AuditFacetsResponse } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { auditLog } from '../../db/schema/index.ts';

/** The entities and actions on file, for the screen's filters. */
export async function getAuditFacets(
  ctx: AppContext,
  _actor: Actor,
  _input: Record<string, never> = {},
): Promise<AuditFacetsResponse> {
  const { db } = ctx;
  const [entities, actions] = await Promise.all([
    db.selectDistinct({ v: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)),
    db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
  ]);
  return { entities: entities.map((r) => r.v), actions: actions.map((r) => r.v) };
}
