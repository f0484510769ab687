import { clubToday } from '../../settings/index.ts';
import { and, eq } from 'drizzle-orm';
import type { ChamberRefundPreview } from '@club/contracts';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { chamberBookings } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { refundOf } from './refund.ts';

/**
 * What cancelling a booking today would refund under its policy (the member's own with
 * `mine`, any for the office): 404 for none (or another member's), 409 for one that can no
 * longer be cancelled.
 */
export async function getRefundPreview(
  ctx: AppContext,
  actor: Actor,
  input: { id: number; mine: boolean },
): Promise<ChamberRefundPreview> {
  const [row] = await ctx.db
    .select()
    .from(chamberBookings)
    .where(
      and(
        eq(chamberBookings.id, input.id),
        input.mine ? eq(chamberBookings.memberId, memberScope(actor)) : undefined,
      ),
    );
  if (!row) throw notFound('No such booking.');
  if (row.status !== 'requested' && row.status !== 'confirmed') {
    throw conflict('This booking can no longer be cancelled.', 'booking_not_cancellable');
  }
  const today = await clubToday(ctx);
  const refund = refundOf(row, today);
  return {
    bookingId: row.id,
    today,
    daysBefore: refund.daysBefore,
    percent: refund.percent,
    charged: refund.charged,
    amount: refund.amount,
    penalty: refund.penalty,
    policy: row.cancellationPolicy,
  };
}
