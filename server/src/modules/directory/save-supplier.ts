import { eq } from 'drizzle-orm';
import type { Supplier, supplierItemSchema } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { suppliers } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { toSupplier } from './supplier-view.ts';

type Item = z.output<typeof supplierItemSchema>;

/** Adds a supplier (no id) or changes one (its id), audited in the same transaction. */
export async function saveSupplier(
  ctx: AppContext,
  actor: Actor,
  input: { item: Item & { id?: number } },
): Promise<Supplier> {
  const { id, ...values } = input.item;
  return ctx.db.transaction(async (tx) => {
    if (id === undefined) {
      const [row] = await tx.insert(suppliers).values(values).returning();
      await writeAudit(tx, actor, {
        action: 'supplier.create',
        entity: 'supplier',
        entityId: row!.id,
        after: values,
      });
      return toSupplier(row!);
    }
    const [before] = await tx.select().from(suppliers).where(eq(suppliers.id, id)).for('update');
    if (!before) throw notFound('No such supplier.');
    const [row] = await tx
      .update(suppliers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(suppliers.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'supplier.update',
      entity: 'supplier',
      entityId: id,
      before: toSupplier(before),
      after: values,
    });
    return toSupplier(row!);
  });
}
