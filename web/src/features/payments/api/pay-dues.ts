import type { PayDuesRequest, PayDuesResponse } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { paymentsKeys } from './keys';

export function payDues(body: PayDuesRequest): Promise<PayDuesResponse> {
  return api<PayDuesResponse>('/payments/dues', { method: 'POST', body });
}

export function usePayDues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payDues,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.mine() }),
  });
}
