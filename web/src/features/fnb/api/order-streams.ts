import {
  FNB_ORDER_EVENT,
  fnbOrderChangedSchema,
  type FnbOrder,
  type FnbOrderChanged,
} from '@club/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEventStream } from '../../../lib/use-event-stream';
import { useLanguage } from '../../../lib/use-language';
import { fnbKeys } from './keys';
import { MY_ORDERS_STREAM_URL, STAFF_ORDERS_STREAM_URL } from './my-order-paths';

const EVENTS = [FNB_ORDER_EVENT] as const;

/** Lists reload at most this often while changes stream in (the lunch rush). */
export const LIST_RELOAD_MS = 400;
const listReloads = new WeakMap<QueryClient, Set<string>>();

/**
 * Reloads a list query soon, once for any number of changes meanwhile: each change would
 * otherwise cancel the reload under way and start another, and in a burst none would finish.
 */
function reloadListsSoon(qc: QueryClient, queryKey: readonly unknown[]) {
  const id = JSON.stringify(queryKey);
  const waiting = listReloads.get(qc) ?? new Set<string>();
  listReloads.set(qc, waiting);
  if (waiting.has(id)) return;
  waiting.add(id);
  setTimeout(() => {
    waiting.delete(id);
    void qc.invalidateQueries({ queryKey });
  }, LIST_RELOAD_MS);
}

/** An order change from a stream's data, or null for anything else. */
export function readOrderChange(data: unknown): FnbOrderChanged | null {
  const parsed = fnbOrderChangedSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * Whether a change on this order is being sent from this browser now (its answer follows):
 * a pending mutation whose variables are the order's id or name it (`{ id }`).
 */
export function ownChangePending(qc: QueryClient, orderId: number): boolean {
  return qc
    .getMutationCache()
    .findAll({ status: 'pending' })
    .some((m) => {
      const v = m.state.variables as unknown;
      return (
        v === orderId || (typeof v === 'object' && v !== null && 'id' in v && v.id === orderId)
      );
    });
}

/**
 * The member's orders, live (GET /api/fnb/orders/stream): each change loads that order and
 * the order lists again (at most every LIST_RELOAD_MS), without a reload; after a break, everything of theirs is loaded
 * again (changes may have been missed). Answers whether the stream is connected.
 */
export function useMyOrdersLive(onChange?: (e: FnbOrderChanged) => void): boolean {
  const qc = useQueryClient();
  const lang = useLanguage();
  return useEventStream(MY_ORDERS_STREAM_URL, {
    events: EVENTS,
    onEvent: (_name, data) => {
      const e = readOrderChange(data);
      if (!e) return;
      // The order as shown (in the reader's language); its copies in others are reloaded too.
      const shown = qc.getQueryData<FnbOrder>(fnbKeys.myOrder(e.orderId, lang));
      if (!shown || shown.version < e.version)
        void qc.invalidateQueries({ queryKey: fnbKeys.myOrderOf(e.orderId) });
      reloadListsSoon(qc, fnbKeys.myOrderLists());
      onChange?.(e);
    },
    onOpen: (reconnected) => {
      if (reconnected) void qc.invalidateQueries({ queryKey: fnbKeys.myOrders() });
    },
  });
}

/** What a staff screen learns of a change: the change, and whether it is newer than shown. */
export interface StaffOrderChange {
  change: FnbOrderChanged;
  /** The order staff have open (if any) is older than the change: it is being reloaded. */
  newer: boolean;
}

/**
 * Every order, live, for staff (GET /api/admin/fnb/orders/stream): a change reloads the order
 * lists (Manage Orders, the kitchen's tickets; at most every LIST_RELOAD_MS) and the order if it is open and older than the
 * change. After a break, every list and open order is loaded again. Answers whether the
 * stream is connected (the kitchen polls while it is not).
 */
export function useStaffOrdersLive(onChange?: (c: StaffOrderChange) => void): boolean {
  const qc = useQueryClient();
  const lang = useLanguage();
  return useEventStream(STAFF_ORDERS_STREAM_URL, {
    events: EVENTS,
    onEvent: (_name, data) => {
      const e = readOrderChange(data);
      if (!e) return;
      const shown = qc.getQueryData<FnbOrder>(fnbKeys.order(e.orderId, lang));
      const newer = shown !== undefined && shown.version < e.version;
      if (newer) void qc.invalidateQueries({ queryKey: fnbKeys.orderOf(e.orderId) });
      reloadListsSoon(qc, fnbKeys.orderLists());
      onChange?.({ change: e, newer });
    },
    onOpen: (reconnected) => {
      if (!reconnected) return;
      void qc.invalidateQueries({ queryKey: fnbKeys.orderLists() });
      void qc.invalidateQueries({ queryKey: fnbKeys.anyOrder() });
    },
  });
}
