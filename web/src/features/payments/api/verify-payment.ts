import type { PaymentResponse, VerifyPaymentRequest } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshAfterPayment } from './refresh-after-payment';
import { PAYMENTS_PATHS } from './paths';

/** The checkout's result goes to the server, which checks the signature and applies it. */
export function verifyPayment(body: VerifyPaymentRequest): Promise<PaymentResponse> {
  return api<PaymentResponse>(PAYMENTS_PATHS.verify, { method: 'POST', body });
}

export function useVerifyPayment() {
  return useMutation({ mutationFn: verifyPayment, onSettled: useRefreshAfterPayment() });
}
