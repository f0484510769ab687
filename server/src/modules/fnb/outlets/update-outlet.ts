import { eq } from 'drizzle-orm';
import { clubNow } from '../../settings/index.ts';
import type { FnbOutlet, Outlet, updateOutletRequest } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { fnbOutlets } from '../../../db/schema/index.ts';
import { writeAudit } from '../../audit/index.ts';
import { outletRow } from '../menu/menu-store.ts';
import { toOutlet } from '../menu/view.ts';

/**
 * Changes an outlet: its ordering hours, lead time and slot capacity (`values`), or the
 * kitchen's pause switch (`{ paused }`). Audited in the same transaction.
 */
export async function updateOutlet(
  ctx: AppContext,
  actor: Actor,
  input: { code: FnbOutlet } & (z.output<typeof updateOutletRequest> | { paused: boolean }),
): Promise<Outlet> {
  const { code, ...values } = input;
  const now = await clubNow(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = await outletRow(tx, code);
    const [row] = await tx
      .update(fnbOutlets)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(fnbOutlets.code, code))
      .returning();
    await writeAudit(tx, actor, {
      action:
        'paused' in values
          ? values.paused
            ? 'fnb.outlet.pause'
            : 'fnb.outlet.resume'
          : 'fnb.outlet.update',
      entity: 'fnb_outlet',
      entityId: code,
      before,
      after: values,
    });
    return toOutlet(row!, now);
  });
}
