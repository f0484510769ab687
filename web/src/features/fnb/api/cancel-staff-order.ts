import type { FnbOrder } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useApplyOrder } from './apply-order';
import { staffOrderPath } from './order-paths';
import type { ReasonInput } from './reject-order';

export function cancelStaffOrder({ id, reason, version }: ReasonInput): Promise<FnbOrder> {
  return api<FnbOrder>(`${staffOrderPath(id)}/cancel`, {
    method: 'POST',
    body: { reason, version },
  });
}

/** Cancels an order before it is delivered, with a reason (the charge is reversed). */
export function useCancelStaffOrder() {
  return useMutation({ mutationFn: cancelStaffOrder, ...useApplyOrder() });
}
