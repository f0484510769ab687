import type { FnbOrder } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useApplyOrder } from './apply-order';
import { staffOrderPath } from './order-paths';

export interface RemoveLineInput {
  id: number;
  lineId: number;
  version: number;
}

export function removeOrderLine({ id, lineId, version }: RemoveLineInput): Promise<FnbOrder> {
  return api<FnbOrder>(`${staffOrderPath(id)}/lines/${lineId}/remove`, {
    method: 'POST',
    body: { version },
  });
}

/** Removes an item from an order still Ordered (its amount is credited; the last cancels). */
export function useRemoveOrderLine() {
  return useMutation({ mutationFn: removeOrderLine, ...useApplyOrder() });
}
