import type { FnbOrder, Language } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { fnbKeys } from './keys';
import { staffOrderPath } from './order-paths';

/** One order, its items named in the reader's language. */
export function getStaffOrder(id: number, lang: Language): Promise<FnbOrder> {
  return api<FnbOrder>(staffOrderPath(id), { query: { lang } });
}

export const staffOrderQueryOptions = (id: number, lang: Language) =>
  queryOptions({ queryKey: fnbKeys.order(id, lang), queryFn: () => getStaffOrder(id, lang) });

/**
 * One order with its lines and history (restaurant/OrderDetail/{id}, the kitchen ticket), its
 * items named in the reader's language. Opening it always asks the server: an action sends
 * the version shown, so it must be now's.
 */
export function useStaffOrder(id: number) {
  return useQuery({
    ...staffOrderQueryOptions(id, useLanguage()),
    enabled: Number.isInteger(id) && id > 0,
    refetchOnMount: 'always',
    meta: { errorInPlace: true },
  });
}
