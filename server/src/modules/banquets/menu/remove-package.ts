import { eq } from 'drizzle-orm';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { banquetPackages } from '../../../db/schema/index.ts';
import { refusedWhileInUse } from '../../../lib/errors.ts';
import { changePublicData } from '../../../live/public-reads.ts';
import { writeAudit } from '../../audit/index.ts';
import { lockPackage } from '../halls/store.ts';

/**
 * Deletes a package with its course limits and its own add-ons. Once bookings name packages,
 * their foreign key refuses a booked package's deletion: 409, deactivate it instead.
 */
export async function removePackage(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<void> {
  await refusedWhileInUse('This package is booked: deactivate it instead.', () =>
    changePublicData(ctx, ['banquets'], async (tx) => {
      const pkg = await lockPackage(tx, input.id);
      await tx.delete(banquetPackages).where(eq(banquetPackages.id, input.id));
      await writeAudit(tx, actor, {
        action: 'banquets.package.delete',
        entity: 'banquet_package',
        entityId: input.id,
        before: pkg,
      });
    }),
  );
}
