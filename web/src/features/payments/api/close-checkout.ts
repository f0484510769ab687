import type { CheckoutClosedRequest, PaymentResponse } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The checkout closed without success: the server asks the provider and records the outcome. */
export function closeCheckout(body: CheckoutClosedRequest): Promise<PaymentResponse> {
  return api<PaymentResponse>('/payments/checkout-closed', { method: 'POST', body });
}

export function useCloseCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeCheckout,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['payments'] }),
  });
}
