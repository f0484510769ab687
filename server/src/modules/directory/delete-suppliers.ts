import { inArray } from 'drizzle-orm';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { suppliers } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { toSupplier } from './supplier-view.ts';

/**
 * Deletes suppliers by ids (SPEC.md §7 DELETE with ids): all of them or, when one is not a
 * supplier, none (members and staff are managed in their own screens).
 */
export async function deleteSuppliers(
  ctx: AppContext,
  actor: Actor,
  input: { ids: number[] },
): Promise<{ deleted: number }> {
  const ids = [...new Set(input.ids)];
  return ctx.db.transaction(async (tx) => {
    const rows = await tx.select().from(suppliers).where(inArray(suppliers.id, ids)).for('update');
    if (rows.length !== ids.length) {
      const found = new Set(rows.map((r) => r.id));
      const missing = ids.filter((i) => !found.has(i)).join(', ');
      throw notFound(`No such supplier: ${missing}. Nothing was deleted.`, 'not_found', {
        errors: [fieldError('ids', 'validation.id')],
      });
    }
    await tx.delete(suppliers).where(inArray(suppliers.id, ids));
    for (const r of rows) {
      await writeAudit(tx, actor, {
        action: 'supplier.delete',
        entity: 'supplier',
        entityId: r.id,
        before: toSupplier(r),
      });
    }
    return { deleted: rows.length };
  });
}
