import type { Payment } from '@club/contracts';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useCloseCheckout } from '../api/close-checkout';
import { useVerifyPayment } from '../api/verify-payment';

/**
 * The provider's checkout sent the browser back to this page with its result: a signed payment
 * (razorpay_order_id, razorpay_payment_id, razorpay_signature) goes to the server to be verified
 * and applied; an order id alone (closed, declined) is recorded as the provider tells it. Each
 * return is sent once, and the address is cleaned of it. Used by Pay Dues and by the order page.
 */
export function useProviderReturn(handlers: {
  onSettled: (payment: Payment) => void;
  onError: (error: unknown) => void;
}): { busy: boolean } {
  const [params, setParams] = useSearchParams();
  const verify = useVerifyPayment();
  const close = useCloseCheckout();
  const handled = useRef<string | null>(null);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const orderId = params.get('razorpay_order_id');
    if (!orderId || handled.current === orderId) return;
    handled.current = orderId;
    const paymentId = params.get('razorpay_payment_id');
    const signature = params.get('razorpay_signature');
    const rest = new URLSearchParams(params);
    for (const k of ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature', 'checkout'])
      rest.delete(k);
    setParams(rest, { replace: true });
    const on = {
      onSuccess: (r: { payment: Payment }) => latest.current.onSettled(r.payment),
      onError: (e: unknown) => latest.current.onError(e),
    };
    if (paymentId && signature) {
      verify.mutate(
        {
          razorpay_order_id: orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: signature,
        },
        on,
      );
    } else {
      close.mutate({ razorpay_order_id: orderId }, on);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params]);

  return { busy: verify.isPending || close.isPending };
}
