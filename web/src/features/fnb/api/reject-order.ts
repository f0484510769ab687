import type { FnbOrder, Language } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { useApplyOrder } from './apply-order';
import { staffOrderPath } from './order-paths';

/** A reason the member sees, and the version the screen shows. */
export interface ReasonInput {
  id: number;
  reason: string;
  version: number;
}

/** The answer names the order's items in `lang`. */
export function rejectOrder(
  { id, reason, version }: ReasonInput,
  lang: Language,
): Promise<FnbOrder> {
  return api<FnbOrder>(`${staffOrderPath(id)}/reject`, {
    method: 'POST',
    body: { reason, version },
    query: { lang },
  });
}

/** Rejects an order still Ordered, with a reason the member sees (the charge is reversed). */
export function useRejectOrder() {
  const lang = useLanguage();
  return useMutation({
    mutationFn: (input: ReasonInput) => rejectOrder(input, lang),
    ...useApplyOrder(lang),
  });
}
