import type { FnbOrder, FnbOrderStatus, Language } from '@club/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { useApplyOrder } from './apply-order';
import { staffOrderPath } from './order-paths';

export interface MoveOrderInput {
  id: number;
  status: FnbOrderStatus;
  /** The version the screen shows (a stale one answers 409 'order_changed'). */
  version: number;
}

/** The answer names the order's items in `lang`. */
export function moveOrder(
  { id, status, version }: MoveOrderInput,
  lang: Language,
): Promise<FnbOrder> {
  return api<FnbOrder>(`${staffOrderPath(id)}/status`, {
    method: 'PUT',
    body: { status, version },
    query: { lang },
  });
}

/** Moves an order to its next status (confirm, prepare, ready or out for delivery, delivered). */
export function useMoveOrder() {
  const lang = useLanguage();
  return useMutation({
    mutationFn: (input: MoveOrderInput) => moveOrder(input, lang),
    ...useApplyOrder(lang),
  });
}
