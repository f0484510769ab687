import type { CheckoutClosedRequest, PaymentResponse } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshAfterPayment } from './refresh-after-payment';
import { PAYMENTS_PATHS } from './paths';

/** The checkout closed without success: the server asks the provider and records the outcome. */
export function closeCheckout(body: CheckoutClosedRequest): Promise<PaymentResponse> {
  return api<PaymentResponse>(PAYMENTS_PATHS.checkoutClosed, { method: 'POST', body });
}

export function useCloseCheckout() {
  return useMutation({ mutationFn: closeCheckout, onSettled: useRefreshAfterPayment() });
}
