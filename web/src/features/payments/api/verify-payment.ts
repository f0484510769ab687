import type { PaymentResponse, VerifyPaymentRequest } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshAfterPayment } from './refresh-after-payment';

/** The checkout's result goes to the server, which checks the signature and applies it. */
export function verifyPayment(body: VerifyPaymentRequest): Promise<PaymentResponse> {
  return api<PaymentResponse>('/payments/verify', { method: 'POST', body });
}

export function useVerifyPayment() {
  return useMutation({ mutationFn: verifyPayment, onSettled: useRefreshAfterPayment() });
}
