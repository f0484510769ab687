import { eq } from 'drizzle-orm';
import type { BanquetAddon, banquetAddonRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { banquetAddons } from '../../../db/schema/index.ts';
import { AppError, notFound, isPgError } from '../../../lib/errors.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { writeAudit } from '../../audit/index.ts';
import { toAddon } from '../halls/store.ts';

/** Adds an add-on (id null) or changes one: of one package, or of every one (packageId null). */
export async function saveAddon(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof banquetAddonRequest> & { id: number | null },
): Promise<BanquetAddon> {
  const { id, ...values } = input;
  try {
    return await changePublicData(ctx, ['banquets'], async (tx) => {
      const [saved] =
        id === null
          ? await tx.insert(banquetAddons).values(values).returning()
          : await tx.update(banquetAddons).set(values).where(eq(banquetAddons.id, id)).returning();
      if (!saved) throw notFound('No such add-on.');
      await writeAudit(tx, actor, {
        action: id === null ? 'banquets.addon.create' : 'banquets.addon.update',
        entity: 'banquet_addon',
        entityId: saved.id,
        after: values,
      });
      return toAddon(saved);
    });
  } catch (err) {
    if (isPgError(err, '23503'))
      throw new AppError(400, 'validation_failed', 'packageId: No such package.', {
        errors: [{ field: 'packageId', message: 'No such package.' }],
      });
    throw err;
  }
}
