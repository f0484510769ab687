import { clubToday } from '../../settings/index.ts';
import { and, eq } from 'drizzle-orm';
import type { BanquetRefund } from '@club/contracts';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { banquetBookings } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { refundOf } from './booking-store.ts';

/**
 * What cancelling one of the member's bookings today would refund, under the booking's own
 * copy of the cancellation policy (of the advance charged; nothing before confirmation).
 */
export async function previewMyCancellation(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<BanquetRefund> {
  const [row] = await ctx.db
    .select()
    .from(banquetBookings)
    .where(and(eq(banquetBookings.id, input.id), eq(banquetBookings.memberId, memberScope(actor))));
  if (!row) throw notFound('No such booking.');
  return refundOf(row, await clubToday(ctx));
}
