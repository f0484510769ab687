import type { FnbOrder, Language } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { fnbKeys } from './keys';
import { myOrderPath } from './my-order-paths';

/** One of the member's orders, its items named in the reader's language. */
export function getMyOrder(id: number, lang: Language): Promise<FnbOrder> {
  return api<FnbOrder>(myOrderPath(id), { query: { lang } });
}

export const myOrderQueryOptions = (id: number, lang: Language) =>
  queryOptions({
    queryKey: fnbKeys.myOrder(id, lang),
    queryFn: () => getMyOrder(id, lang),
    staleTime: 5_000,
    meta: { errorInPlace: true },
  });

/**
 * One of the member's orders with its lines and history (orders/detail/{id}, invoice/{id}),
 * its items named in the reader's language (the names they had when ordered); another
 * member's answers 404, as an unknown one does. The live stream refetches it.
 */
export function useMyOrder(id: number) {
  return useQuery({
    ...myOrderQueryOptions(id, useLanguage()),
    enabled: Number.isInteger(id) && id > 0,
  });
}
