import { eventBookingPath, type Checkout } from '@club/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useCardCheckout } from '../../payments';
import { eventsKeys } from '../api/keys';

/**
 * Opens a card booking's checkout as the dues page and F&B orders do: the sandbox's page (it
 * sends the browser back to the booking's page with the result), or Razorpay's Checkout.js in
 * the page (its result verified, a closed checkout recorded), then the booking's page.
 */
export function usePayBooking() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const card = useCardCheckout();
  return async (checkout: Checkout, bookingId: number) => {
    const end = await card.open(checkout);
    if (end.kind === 'left') return;
    await qc.invalidateQueries({ queryKey: eventsKeys.all });
    void navigate(eventBookingPath(bookingId));
    if (end.kind === 'unavailable') throw end.error;
  };
}
