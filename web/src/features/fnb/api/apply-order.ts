import type { FnbOrder, Language } from '@club/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api';
import { fnbKeys } from './keys';

/**
 * What every staff action on an order does afterwards: on success the order is the server's
 * answer (its items named in `lang`, the language the action asked it in) and every order list
 * refetches; on 'order_changed' (someone else moved it first; the global toast says so) the
 * order and the lists are fetched again, so the screen shows now's.
 */
export function useApplyOrder(lang: Language) {
  const qc = useQueryClient();
  return {
    onSuccess: (o: FnbOrder) => {
      qc.setQueryData(fnbKeys.order(o.id, lang), o);
      void qc.invalidateQueries({ queryKey: fnbKeys.orderLists() });
    },
    onError: (error: unknown, vars: { id: number }) => {
      if (isApiError(error) && (error.code === 'order_changed' || error.status === 409)) {
        void qc.invalidateQueries({ queryKey: fnbKeys.orderOf(vars.id) });
        void qc.invalidateQueries({ queryKey: fnbKeys.orderLists() });
      }
    },
  };
}
