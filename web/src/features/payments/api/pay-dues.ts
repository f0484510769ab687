import type { PayDuesRequest, PayDuesResponse } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { paymentsKeys } from './keys';
import { PAYMENTS_PATHS } from './paths';

export function payDues(body: PayDuesRequest): Promise<PayDuesResponse> {
  return api<PayDuesResponse>(PAYMENTS_PATHS.dues, { method: 'POST', body });
}

export function usePayDues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payDues,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsKeys.mine() }),
  });
}
