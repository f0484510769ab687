import type { EventBookingCheckout } from '@club/contracts';
import { memberScope, type Actor } from '../../../actor.ts';
import type { AppContext } from '../../../context.ts';
import { conflict } from '../../../lib/errors.ts';
import { checkoutOf } from '../../payments/index.ts';
import { paymentOfBooking } from './booking-store.ts';
import { getMyEventBooking } from './get-my-event-booking.ts';

/**
 * The member comes back to a card booking still waiting for its payment: the same checkout
 * again (one payment per booking; nothing new is created). Another member's booking: 404; a
 * booking no longer waiting, or whose checkout was closed: 409 `booking_changed`.
 */
export async function resumeEventBookingCheckout(
  ctx: AppContext,
  actor: Actor,
  input: { id: number },
): Promise<EventBookingCheckout> {
  memberScope(actor);
  const booking = await getMyEventBooking(ctx, actor, { ...input, lang: 'en' });
  const payment =
    booking.status === 'pending_payment' ? await paymentOfBooking(ctx.db, booking.id) : null;
  if (!payment?.providerOrderId || payment.closedAt || payment.status === 'captured') {
    throw conflict(
      'This booking is no longer waiting for its card payment. Reload it to see where it stands.',
      'booking_changed',
    );
  }
  return { checkout: await checkoutOf(ctx, payment) };
}
