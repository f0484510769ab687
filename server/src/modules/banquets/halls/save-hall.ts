import { isUniqueViolation } from '../../../lib/errors.ts';
import { eq } from 'drizzle-orm';
import type { BanquetHall, banquetHallRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { banquetHalls } from '../../../db/schema/index.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { writeAudit } from '../../audit/index.ts';
import { hallById, lockHall, nameTaken } from './store.ts';

/**
 * Adds a banquet hall (id null) or changes one at the version the admin saw (else 409
 * hall_changed); audited in the same transaction. Hall names are unique whatever their case.
 */
export async function saveHall(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof banquetHallRequest> & { id: number | null; version?: number },
): Promise<BanquetHall> {
  const { id, version, ...values } = input;
  try {
    const saved = await changePublicData(ctx, ['banquets'], async (tx) => {
      if (id === null) {
        const [row] = await tx
          .insert(banquetHalls)
          .values(values)
          .returning({ id: banquetHalls.id });
        await writeAudit(tx, actor, {
          action: 'banquets.hall.create',
          entity: 'banquet_hall',
          entityId: row!.id,
          after: values,
        });
        return row!.id;
      }
      const before = await lockHall(tx, id, version ?? -1);
      await tx
        .update(banquetHalls)
        .set({ ...values, version: before.version + 1, updatedAt: new Date() })
        .where(eq(banquetHalls.id, id));
      await writeAudit(tx, actor, {
        action: 'banquets.hall.update',
        entity: 'banquet_hall',
        entityId: id,
        before,
        after: values,
      });
      return id;
    });
    return await hallById(ctx.db, saved);
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken('hall');
    throw err;
  }
}
