import type { CheckoutRequest, CheckoutResponse } from '@club/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { statementsKeys } from '../../statements';
import { fnbKeys } from './keys';
import { MEMBER_PATHS } from './member-paths';

export function placeOrder(body: CheckoutRequest): Promise<CheckoutResponse> {
  return api<CheckoutResponse>(MEMBER_PATHS.orders, { method: 'POST', body });
}

/**
 * Checkout: places one outlet's cart as an order. The checkout page says what went wrong
 * itself (a changed cart names each change; another problem its text and field errors).
 */
export function usePlaceOrder() {
  const qc = useQueryClient();
  return useMutation({
    meta: { errorInPlace: true },
    mutationFn: placeOrder,
    onSuccess: (_r, body) => {
      void qc.invalidateQueries({ queryKey: fnbKeys.myOrders() });
      void qc.invalidateQueries({ queryKey: fnbKeys.slots(body.outlet) });
      // An order on account is a charge: the balance and the statement change.
      void qc.invalidateQueries({ queryKey: statementsKeys.mine() });
    },
  });
}
