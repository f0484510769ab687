import { eq } from 'drizzle-orm';
import type { Checkout } from '@club/contracts';
import type { Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { members } from '../../../db/schema/index.ts';
import { openCheckout, type PaymentRow } from '../../payments/index.ts';

/**
 * After the commit of a card booking: the provider's order for its payment, and the checkout
 * the browser opens. A refusal of the provider gives the payment up (the booking cancelled,
 * its places freed) and answers 502.
 */
export async function openBookingCheckout(
  ctx: AppContext,
  actor: Actor,
  payment: PaymentRow,
): Promise<Checkout> {
  const [member] = await ctx.db.select().from(members).where(eq(members.id, payment.memberId));
  const { checkout } = await openCheckout(ctx, actor, payment, {
    receipt: `event-booking-${payment.reference}`,
    member: member!,
  });
  return checkout;
}
