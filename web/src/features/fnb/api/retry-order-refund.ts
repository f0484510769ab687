import type { FnbOrder, Language } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { useApplyOrder } from './apply-order';
import { staffOrderPath } from './order-paths';

/** The answer names the order's items in `lang`. */
export function retryOrderRefund({ id }: { id: number }, lang: Language): Promise<FnbOrder> {
  return api<FnbOrder>(`${staffOrderPath(id)}/retry-refund`, {
    method: 'POST',
    query: { lang },
  });
}

/** Sends a card order's refunds the provider gave up on to it again. */
export function useRetryOrderRefund() {
  const lang = useLanguage();
  return useMutation({
    mutationFn: (input: { id: number }) => retryOrderRefund(input, lang),
    ...useApplyOrder(lang),
  });
}
