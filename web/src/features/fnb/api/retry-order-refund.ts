import type { FnbOrder } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useApplyOrder } from './apply-order';
import { staffOrderPath } from './order-paths';

export function retryOrderRefund({ id }: { id: number }): Promise<FnbOrder> {
  return api<FnbOrder>(`${staffOrderPath(id)}/retry-refund`, { method: 'POST' });
}

/** Sends a card order's refunds the provider gave up on to it again. */
export function useRetryOrderRefund() {
  return useMutation({ mutationFn: retryOrderRefund, ...useApplyOrder() });
}
