import type { FnbOrder, Language } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { fnbKeys } from './keys';
import { myOrderPath } from './my-order-paths';

/** The answer names the order's items in `lang`. */
export function cancelMyOrder(id: number, lang: Language): Promise<FnbOrder> {
  return api<FnbOrder>(`${myOrderPath(id)}/cancel`, { method: 'POST', query: { lang } });
}

/**
 * The member cancels an order the kitchen has not taken yet (Ordered). When the server
 * refuses (the kitchen took it meanwhile), the global toast says its words and the order
 * loads again, so the screen shows where it is now.
 */
export function useCancelMyOrder() {
  const qc = useQueryClient();
  const lang = useLanguage();
  return useMutation({
    mutationFn: (id: number) => cancelMyOrder(id, lang),
    onSuccess: (o) => {
      qc.setQueryData(fnbKeys.myOrder(o.id, lang), o);
      void qc.invalidateQueries({ queryKey: fnbKeys.myOrderLists() });
    },
    onError: (error, id) => {
      if (isApiError(error) && error.status === 409) {
        void qc.invalidateQueries({ queryKey: fnbKeys.myOrderOf(id) });
        void qc.invalidateQueries({ queryKey: fnbKeys.myOrderLists() });
      }
    },
  });
}
