import type { CheckoutClosedRequest, PaymentResponse } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshAfterPayment } from './refresh-after-payment';

/** The checkout closed without success: the server asks the provider and records the outcome. */
export function closeCheckout(body: CheckoutClosedRequest): Promise<PaymentResponse> {
  return api<PaymentResponse>('/payments/checkout-closed', { method: 'POST', body });
}

export function useCloseCheckout() {
  return useMutation({ mutationFn: closeCheckout, onSettled: useRefreshAfterPayment() });
}
