import {
  FNB_NEXT_STATUS,
  FNB_OPEN_STATUSES,
  type FnbFulfilment,
  type FnbOrderStatus,
} from '@club/contracts';

/** The statuses a staff action moves an order forward to (cancel and reject are their own). */
export const MOVE_TARGETS = [
  'confirmed',
  'preparing',
  'in_transit',
  'ready_for_pickup',
  'delivered',
] as const satisfies readonly FnbOrderStatus[];
export type MoveTarget = (typeof MOVE_TARGETS)[number];

type OrderState = { status: FnbOrderStatus; fulfilment: FnbFulfilment };

const isMoveTarget = (s: FnbOrderStatus): s is MoveTarget =>
  (MOVE_TARGETS as readonly string[]).includes(s);

/**
 * The statuses an order may move to now (contracts' FNB_NEXT_STATUS, as the server allows
 * them): a club delivery goes out for delivery (in transit), never "ready for pickup"; a
 * collection, or a delivery the member arranges, becomes ready for pickup, never in transit.
 */
export function nextStatuses(order: OrderState): MoveTarget[] {
  return FNB_NEXT_STATUS[order.status]
    .filter((s) =>
      order.fulfilment === 'club_delivery' ? s !== 'ready_for_pickup' : s !== 'in_transit',
    )
    .filter(isMoveTarget);
}

/** Whether the order is one the kitchen still works on. */
export const isOpen = (status: FnbOrderStatus) =>
  (FNB_OPEN_STATUSES as readonly FnbOrderStatus[]).includes(status);

/** Staff may reject an order (with a reason) only while it is Ordered. */
export const canReject = (order: Pick<OrderState, 'status'>) => order.status === 'ordered';

/** Staff may cancel an order (with a reason) at any open state, i.e. before Delivered. */
export const canCancel = (order: Pick<OrderState, 'status'>) => isOpen(order.status);

/** Staff may remove an item only while the order is Ordered (removing the last cancels it). */
export const canRemoveLines = (order: Pick<OrderState, 'status'>) => order.status === 'ordered';

/** Minutes from `from` to `now` (never negative). */
export function minutesSince(from: string, now: number): number {
  return Math.max(0, Math.floor((now - new Date(from).getTime()) / 60_000));
}

/** Today's date in a time zone, 'YYYY-MM-DD' (the club's date, whatever the browser's zone). */
export { todayIn } from '../../../settings';
