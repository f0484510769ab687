import { eq } from 'drizzle-orm';
import type { BanquetDish, banquetDishRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { banquetDishes } from '../../../db/schema/index.ts';
import { badField, notFound, isPgError } from '../../../lib/errors.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { writeAudit } from '../../audit/index.ts';

/** Adds a dish to a course (id null) or changes one (its course too). */
export async function saveDish(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof banquetDishRequest> & { id: number | null },
): Promise<BanquetDish> {
  const { id, ...values } = input;
  try {
    return await changePublicData(ctx, ['banquets'], async (tx) => {
      const [saved] =
        id === null
          ? await tx.insert(banquetDishes).values(values).returning()
          : await tx.update(banquetDishes).set(values).where(eq(banquetDishes.id, id)).returning();
      if (!saved) throw notFound('No such dish.');
      await writeAudit(tx, actor, {
        action: id === null ? 'banquets.dish.create' : 'banquets.dish.update',
        entity: 'banquet_dish',
        entityId: saved.id,
        after: values,
      });
      return saved;
    });
  } catch (err) {
    if (isPgError(err, '23503')) throw badField('courseId', 'validation.banquetCourse');
    throw err;
  }
}
