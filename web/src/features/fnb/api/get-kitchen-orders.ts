import {
  FNB_OPEN_STATUSES,
  type FnbOrder,
  type FnbOrderStatus,
  type OrderSummary,
  type Paged,
} from '@club/contracts';
import { replaceEqualDeep, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../../lib/use-language';
import { keepNewest } from '../components/orders/kitchen-rules';
import { getStaffOrder } from './get-staff-order';
import { getStaffOrders, type StaffOrderListParams } from './get-staff-orders';
import { fnbKeys } from './keys';
import { useStaffOrdersLive } from './order-streams';

/** How often the kitchen asks for its open orders while its live stream is down. */
export const KITCHEN_POLL_MS = 5_000;

/** Every open order of both outlets, by pickup time (a kitchen has far fewer than 100). */
const OPEN_ORDERS: StaffOrderListParams = {
  status: 'open',
  sortBy: 'slotAt',
  sortDir: 'asc',
  pageSize: 100,
};

/**
 * The orders this browser saw leave the open ones (its own bump to Delivered, a cancel), at
 * the version they left with: an answer asked for before does not bring them back.
 */
const leftAt = new Map<number, number>();

/** Lays a fresh page of open orders over the one shown, never going back a version. */
function laterOf(shown: unknown, fresh: unknown): unknown {
  const old = shown as Paged<OrderSummary> | undefined;
  const next = fresh as Paged<OrderSummary>;
  const items = keepNewest(old?.items, next.items, leftAt);
  const merged = { ...next, items, total: next.total - (next.items.length - items.length) };
  return old ? replaceEqualDeep(old, merged) : merged;
}

/** An open order as a kitchen ticket shows it: the list's summary and, once fetched, its lines. */
export interface KitchenOrder extends OrderSummary {
  lines: FnbOrder['lines'] | null;
}

/**
 * The kitchen's open orders, kept fresh: THE one place the kitchen view gets its data.
 *
 * Live: staff's order stream (server-sent events) reloads the open orders on every change;
 * while the stream is down, they are polled every 5 s instead (not while the tab is hidden).
 * The list has no lines, so each order's lines are fetched once per version of the order (a
 * change refetches it), their items named in the reader's language. Failures show on the
 * screen (a banner), not as a toast each time.
 */
export function useKitchenOrders() {
  const live = useStaffOrdersLive();
  const lang = useLanguage();
  const list = useQuery({
    queryKey: fnbKeys.kitchenOrders(),
    queryFn: () => getStaffOrders(OPEN_ORDERS),
    refetchInterval: live ? false : KITCHEN_POLL_MS,
    staleTime: 0,
    structuralSharing: laterOf,
    meta: { errorInPlace: true },
  });
  const summaries = list.data?.items ?? [];
  const details = useQueries({
    queries: summaries.map((o) => ({
      queryKey: fnbKeys.ticket(o.id, o.version, lang),
      queryFn: () => getStaffOrder(o.id, lang),
      staleTime: Infinity,
      gcTime: 5 * 60_000,
      meta: { errorInPlace: true },
    })),
  });
  const orders: KitchenOrder[] = summaries.map((o, i) => ({
    ...o,
    lines: details[i]?.data?.lines ?? null,
  }));
  return {
    orders,
    /** More open orders than one request takes: the screen says so. */
    truncated: (list.data?.total ?? 0) > summaries.length,
    isPending: list.isPending,
    error: list.error,
    updatedAt: list.dataUpdatedAt,
    refetch: list.refetch,
    /** The live stream is connected (no polling). */
    live,
  };
}

/**
 * Puts a staff action's answer into the kitchen's tickets at once (before the next poll), so
 * that a second bump sends the new version: an order no longer open leaves the tickets. The
 * answer names the items in the reader's language (the actions ask for it in theirs).
 */
export function useApplyToKitchen() {
  const qc = useQueryClient();
  const lang = useLanguage();
  return (o: FnbOrder) => {
    const { lines: _lines, events: _events, ...summary } = o;
    const open = (FNB_OPEN_STATUSES as readonly FnbOrderStatus[]).includes(o.status);
    if (!open) leftAt.set(o.id, o.version);
    qc.setQueryData(fnbKeys.ticket(o.id, o.version, lang), o);
    qc.setQueryData<Paged<OrderSummary>>(fnbKeys.kitchenOrders(), (page) => {
      if (!page) return page;
      const items = page.items.flatMap((item) =>
        item.id !== o.id ? [item] : open ? [{ ...summary, itemCount: item.itemCount }] : [],
      );
      return { ...page, items, total: page.total - (page.items.length - items.length) };
    });
  };
}
