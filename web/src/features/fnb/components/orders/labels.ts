import {
  FNB_FULFILMENTS,
  FNB_ORDER_STATUSES,
  FNB_OUTLETS,
  FNB_PAYMENT_METHODS,
  ORDER_NOTE_CODES,
  orderNoteCode,
  type FnbFulfilment,
  type FnbOrderStatus,
} from '@club/contracts';
import { useTranslation } from 'react-i18next';
import { statusFamily } from '../../../../components/status-badge';
import { keyMap } from '../../../../lib/i18n';
import { MOVE_TARGETS, type MoveTarget } from './order-rules';

/** The texts of staff's order screens (restaurant/ManageOrder, OrderDetail, the kitchen). */
export const ORDER_STATUS_KEYS = keyMap('fnb:orders.status.', FNB_ORDER_STATUSES);
export const FULFILMENT_KEYS = keyMap('fnb:orders.fulfilment.', FNB_FULFILMENTS);
export const ORDER_OUTLET_KEYS = keyMap('fnb:orders.outlet.', FNB_OUTLETS);
export const PAYMENT_METHOD_KEYS = keyMap('fnb:orders.paymentMethod.', FNB_PAYMENT_METHODS);
export const EVENT_BY_KEYS = keyMap('fnb:orders.by.', ['member', 'staff', 'system']);
export const SYSTEM_NOTE_KEYS = keyMap('fnb:orders.systemNote.', ORDER_NOTE_CODES);

/**
 * An order's note or reason as the reader reads it: the portal's own (`@code`) in their
 * language, a person's words as they wrote them.
 */
export function useOrderNoteText(): (text: string | null | undefined) => string {
  const { t } = useTranslation();
  return (text) => {
    const code = orderNoteCode(text);
    return code ? t(SYSTEM_NOTE_KEYS[code]) : (text ?? '');
  };
}

/** The button that moves an order to a status ("Confirm", "Start preparing", ...). */
export const MOVE_KEYS = keyMap('fnb:orders.move.', MOVE_TARGETS);

/** Whether an order's last step is its handing over at the counter (nobody delivers it). */
const collectedAtCounter = (fulfilment: FnbFulfilment | undefined) =>
  fulfilment !== undefined && fulfilment !== 'club_delivery';

/**
 * An order's status in the words of its fulfilment: an order collected at the counter (by the
 * member or their courier) was "Collected", only the club's own delivery was "Delivered".
 */
export function orderStatusKey(status: FnbOrderStatus, fulfilment?: FnbFulfilment) {
  return status === 'delivered' && collectedAtCounter(fulfilment)
    ? ('fnb:orders.status.collected' as const)
    : ORDER_STATUS_KEYS[status];
}

/** The button that moves an order to a status, in the words of its fulfilment ("Collected"). */
export function moveKey(target: MoveTarget, fulfilment: FnbFulfilment) {
  return target === 'delivered' && collectedAtCounter(fulfilment)
    ? ('fnb:orders.move.collected' as const)
    : MOVE_KEYS[target];
}

/** An order status's badge: its colour and text (the kitchen's ticket edge takes the colour too). */
export const ORDER_STATUS_FAMILY = statusFamily<FnbOrderStatus>({
  colors: {
    pending_payment: 'gray',
    ordered: 'blue',
    confirmed: 'cyan',
    preparing: 'yellow',
    in_transit: 'violet',
    ready_for_pickup: 'teal',
    delivered: 'green',
    cancelled: 'gray',
    rejected: 'red',
  },
  keys: ORDER_STATUS_KEYS,
});
