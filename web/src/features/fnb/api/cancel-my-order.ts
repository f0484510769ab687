import type { FnbOrder } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api';
import { fnbKeys } from './keys';
import { myOrderPath } from './my-order-paths';

export function cancelMyOrder(id: number): Promise<FnbOrder> {
  return api<FnbOrder>(`${myOrderPath(id)}/cancel`, { method: 'POST' });
}

/**
 * The member cancels an order the kitchen has not taken yet (Ordered). When the server
 * refuses (the kitchen took it meanwhile), the global toast says its words and the order
 * loads again, so the screen shows where it is now.
 */
export function useCancelMyOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelMyOrder,
    onSuccess: (o) => {
      qc.setQueryData(fnbKeys.myOrder(o.id), o);
      void qc.invalidateQueries({ queryKey: fnbKeys.myOrderLists() });
    },
    onError: (error, id) => {
      if (isApiError(error) && error.status === 409) {
        void qc.invalidateQueries({ queryKey: fnbKeys.myOrder(id) });
        void qc.invalidateQueries({ queryKey: fnbKeys.myOrderLists() });
      }
    },
  });
}
