import type { FnbOrder, Language } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { useApplyOrder } from './apply-order';
import { staffOrderPath } from './order-paths';

export interface RemoveLineInput {
  id: number;
  lineId: number;
  version: number;
}

/** The answer names the order's items in `lang`. */
export function removeOrderLine(
  { id, lineId, version }: RemoveLineInput,
  lang: Language,
): Promise<FnbOrder> {
  return api<FnbOrder>(`${staffOrderPath(id)}/lines/${lineId}/remove`, {
    method: 'POST',
    body: { version },
    query: { lang },
  });
}

/** Removes an item from an order still Ordered (its amount is credited; the last cancels). */
export function useRemoveOrderLine() {
  const lang = useLanguage();
  return useMutation({
    mutationFn: (input: RemoveLineInput) => removeOrderLine(input, lang),
    ...useApplyOrder(lang),
  });
}
