import type { DataTableColumn } from 'mantine-datatable';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { keyMap } from '../lib/i18n';
import { useListState, type FilterSpec, type FilterValues, type ListState } from './list-kit';
import type { ListPage } from './list-table';

/**
 * What a staff booking list (`BookingListPage`) reads: its texts, its filters in the address and
 * its page of bookings, and the columns every area's list has.
 */

/** What every area's booking names of its member. */
export interface BookingRow {
  id: number;
  memberName: string;
  memberCode: string;
}

/** A booking list's texts. */
export interface BookingListTexts {
  title: string;
  intro: string;
  /** The rows' order in words. */
  order: string;
  tableLabel: string;
  empty: string;
  /** The number column's title, and its link's text for a booking. */
  number: string;
  open(id: number): string;
  member: string;
  /** The status column's title, and the status filter's label. */
  status: string;
}

/**
 * The texts of an area's booking list, read from its keys under one prefix
 * (`chambers:requests` -> `chambers:requests.title`, `.intro`, `.order`, `.tableLabel`,
 * `.empty`, `.number`, `.open` with the id, `.member`, `.status`).
 */
export function bookingListTexts(t: TFunction, prefix: BookingListPrefix): BookingListTexts {
  const k = keyMap(`${prefix}.`, LIST_TEXTS);
  return {
    title: t(k.title),
    intro: t(k.intro),
    order: t(k.order),
    tableLabel: t(k.tableLabel),
    empty: t(k.empty),
    number: t(k.number),
    open: (id) => t(k.open, { id }),
    member: t(k.member),
    status: t(k.status),
  };
}

const LIST_TEXTS = [
  'title',
  'intro',
  'order',
  'tableLabel',
  'empty',
  'number',
  'open',
  'member',
  'status',
] as const;

/** The areas' booking lists' key prefixes (each has every key of `BookingListTexts`). */
export type BookingListPrefix = 'chambers:requests' | 'banquets:hb.orders' | 'events:orders';

/** A booking's total, right-aligned and shown from the md width up. */
export function totalColumn<B extends { total: number }>(
  title: string,
  money: (minor: number) => string,
): DataTableColumn<B> {
  return {
    accessor: 'total',
    title,
    textAlign: 'right',
    noWrap: true,
    visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
    render: (b) => money(b.total),
  };
}

/** The filters every booking list has: its status (one of the area's) and the words searched. */
export type BookingFilterSpecs<S extends string> = {
  status: FilterSpec<S> & { values: readonly S[] };
  term: FilterSpec;
};

/** A list's filters that are set, each under its name (the query the area's API takes). */
export type SetFilters<F extends Record<string, FilterSpec>> = {
  [K in keyof F]?: NonNullable<FilterValues<F>[K]>;
};

/** The page the list shows, as the area's API reads it. */
interface PageQuery {
  pageIndex: number;
  pageSize: number;
}

/** What the area's list query hook answers (its `useQuery`). */
interface PageRead<B> {
  data: ListPage<B> | undefined;
  isFetching: boolean;
}

/** A booking list's texts, state and page of bookings, as `BookingListPage` takes them. */
export interface BookingListView<F extends Record<string, FilterSpec>, B> {
  texts: BookingListTexts;
  list: ListState<F>;
  data: ListPage<B> | undefined;
  fetching: boolean;
}

/**
 * A booking list's texts (`bookingListTexts` of its prefix), its filters in the address
 * (`useListState`: the status and the search beside the area's own) and its page of bookings,
 * read by the area's query hook with the filters that are set and the page (`toQuery` renames
 * a filter the API names otherwise). The page hands it to `BookingListPage` as it is
 * (`{...view}`) and to `BookingFilters`.
 */
export function useBookingList<F extends BookingFilterSpecs<string>, B>(
  prefix: BookingListPrefix,
  filters: F,
  usePage: (query: SetFilters<F> & PageQuery) => PageRead<B>,
): BookingListView<F, B>;
export function useBookingList<F extends BookingFilterSpecs<string>, B, Q>(
  prefix: BookingListPrefix,
  filters: F,
  usePage: (query: Q & PageQuery) => PageRead<B>,
  toQuery: (set: SetFilters<F>) => Q,
): BookingListView<F, B>;
export function useBookingList<F extends BookingFilterSpecs<string>, B, Q>(
  prefix: BookingListPrefix,
  filters: F,
  usePage: (query: Q & PageQuery) => PageRead<B>,
  toQuery: (set: SetFilters<F>) => Q = (set) => set as Q,
): BookingListView<F, B> {
  const { t } = useTranslation();
  const list = useListState({ filters });
  const set = Object.fromEntries(
    Object.entries(list.filters).filter(([, value]) => value !== null),
  ) as SetFilters<F>;
  const { data, isFetching } = usePage({
    ...toQuery(set),
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
  });
  return { texts: bookingListTexts(t, prefix), list, data, fetching: isFetching };
}
