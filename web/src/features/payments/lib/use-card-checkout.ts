import type { Checkout, Payment } from '@club/contracts';
import { useMantineTheme } from '@mantine/core';
import { useCloseCheckout } from '../api/close-checkout';
import { useVerifyPayment } from '../api/verify-payment';
import { openRazorpayCheckout } from './razorpay-checkout';

/** How a card checkout ended, as far as the page that opened it needs to know. */
export type CardCheckoutOutcome =
  /** The browser is going to the provider's page, which sends it back with the result. */
  | { kind: 'left' }
  /** The server's answer on the payment (undefined when it refused: the error was shown). */
  | { kind: 'settled'; payment: Payment | undefined }
  /** The provider's script did not load: nothing was sent, nothing changed. */
  | { kind: 'unavailable'; error: unknown };

/**
 * Opens a card checkout the one way every page does (dues, a hall's advance, an F&B card order,
 * an event booking): the sandbox's page by a plain navigation, or Razorpay's Checkout.js in the
 * page, whose result the server verifies (or whose closing it records).
 */
export function useCardCheckout() {
  const theme = useMantineTheme();
  const verify = useVerifyPayment();
  const close = useCloseCheckout();
  const open = async (checkout: Checkout): Promise<CardCheckoutOutcome> => {
    if (checkout.checkoutUrl) {
      window.location.assign(checkout.checkoutUrl);
      return { kind: 'left' };
    }
    let result: Awaited<ReturnType<typeof openRazorpayCheckout>>;
    try {
      result = await openRazorpayCheckout(checkout, theme.colors.blue[7] ?? '#1971c2');
    } catch (error) {
      return { kind: 'unavailable', error };
    }
    // A refusal is shown by the global handler; the page only hears that nothing settled.
    const answer = result
      ? await verify.mutateAsync(result).catch(() => undefined)
      : await close.mutateAsync({ razorpay_order_id: checkout.orderId }).catch(() => undefined);
    return { kind: 'settled', payment: answer?.payment };
  };
  return { open, pending: verify.isPending || close.isPending };
}
