import type { Checkout } from '@club/contracts';

const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}
interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: unknown) => void): void;
}
type RazorpayCtor = new (options: Record<string, unknown>) => RazorpayInstance;

function loadScript(): Promise<RazorpayCtor> {
  const w = window as unknown as { Razorpay?: RazorpayCtor };
  if (w.Razorpay) return Promise.resolve(w.Razorpay);
  return new Promise((resolve, reject) => {
    const s = document.createElement('script');
    s.src = SCRIPT;
    s.async = true;
    s.onload = () =>
      w.Razorpay ? resolve(w.Razorpay) : reject(new Error('Razorpay did not load'));
    s.onerror = () => reject(new Error('Razorpay Checkout could not be loaded'));
    document.head.appendChild(s);
  });
}

/** What Checkout.js needs: the provider's order; the texts shown in it when the server gave them. */
export type CheckoutToOpen = Pick<Checkout, 'orderId' | 'amount' | 'currency' | 'keyId'> &
  Partial<Pick<Checkout, 'name' | 'description' | 'prefill'>>;

/**
 * Opens Razorpay's Checkout.js (allowed by the server's CSP only when Razorpay is configured).
 * Resolves with the signed result, or with null when the checkout closes without success.
 */
export async function openRazorpayCheckout(
  checkout: CheckoutToOpen,
  themeColor: string,
): Promise<RazorpayResult | null> {
  const Razorpay = await loadScript();
  return new Promise((resolve) => {
    // A declined attempt keeps the checkout open for another try; closing it resolves null.
    const rzp = new Razorpay({
      key: checkout.keyId,
      order_id: checkout.orderId,
      amount: checkout.amount,
      currency: checkout.currency,
      name: checkout.name,
      description: checkout.description,
      prefill: checkout.prefill,
      theme: { color: themeColor },
      handler: (result: RazorpayResult) => resolve(result),
      modal: { ondismiss: () => resolve(null) },
    });
    rzp.on('payment.failed', () => undefined);
    rzp.open();
  });
}
