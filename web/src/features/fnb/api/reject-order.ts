import type { FnbOrder } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useApplyOrder } from './apply-order';
import { staffOrderPath } from './order-paths';

/** A reason the member sees, and the version the screen shows. */
export interface ReasonInput {
  id: number;
  reason: string;
  version: number;
}

export function rejectOrder({ id, reason, version }: ReasonInput): Promise<FnbOrder> {
  return api<FnbOrder>(`${staffOrderPath(id)}/reject`, {
    method: 'POST',
    body: { reason, version },
  });
}

/** Rejects an order still Ordered, with a reason the member sees (the charge is reversed). */
export function useRejectOrder() {
  return useMutation({ mutationFn: rejectOrder, ...useApplyOrder() });
}
