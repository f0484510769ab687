import type { FnbOrder, Language } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { useApplyOrder } from './apply-order';
import { staffOrderPath } from './order-paths';
import type { ReasonInput } from './reject-order';

/** The answer names the order's items in `lang`. */
export function cancelStaffOrder(
  { id, reason, version }: ReasonInput,
  lang: Language,
): Promise<FnbOrder> {
  return api<FnbOrder>(`${staffOrderPath(id)}/cancel`, {
    method: 'POST',
    body: { reason, version },
    query: { lang },
  });
}

/** Cancels an order before it is delivered, with a reason (the charge is reversed). */
export function useCancelStaffOrder() {
  const lang = useLanguage();
  return useMutation({
    mutationFn: (input: ReasonInput) => cancelStaffOrder(input, lang),
    ...useApplyOrder(lang),
  });
}
