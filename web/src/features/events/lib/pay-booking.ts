import { eventBookingPath, type Checkout } from '@club/contracts';
import { useMantineTheme } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { openRazorpayCheckout, useCloseCheckout, useVerifyPayment } from '../../payments';
import { eventsKeys } from '../api/keys';

/**
 * Opens a card booking's checkout as the dues page and F&B orders do: the sandbox's page (it
 * sends the browser back to the booking's page with the result), or Razorpay's Checkout.js in
 * the page (its result verified, a closed checkout recorded), then the booking's page.
 */
export function usePayBooking() {
  const theme = useMantineTheme();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const verify = useVerifyPayment();
  const close = useCloseCheckout();
  return async (checkout: Checkout, bookingId: number) => {
    if (checkout.checkoutUrl) {
      window.location.assign(checkout.checkoutUrl);
      return;
    }
    try {
      const result = await openRazorpayCheckout(checkout, theme.colors.blue[7] ?? '#1971c2');
      if (result) await verify.mutateAsync(result).catch(() => undefined);
      else await close.mutateAsync({ razorpay_order_id: checkout.orderId }).catch(() => undefined);
    } finally {
      await qc.invalidateQueries({ queryKey: eventsKeys.all });
      void navigate(eventBookingPath(bookingId));
    }
  };
}
