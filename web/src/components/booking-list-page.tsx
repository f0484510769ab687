import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useId, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { keyMap } from '../lib/i18n';
import { Link } from 'react-router';
import { usePageTitle } from '../features/settings';
import type { SortedBy } from './data-table';
import { ListTable, type ListPage, type ListPaging } from './list-table';

/** What every area's booking names of its member. */
export interface BookingRow {
  id: number;
  memberName: string;
  memberCode: string;
}

/**
 * The staff's list of an area's bookings (chambers' requests, banquets' hall bookings, events'
 * orders): its title, what it is and the order its rows come in (the server's), the area's
 * filters (a `FilterBar`), and the table: the booking's number opening its detail, the member,
 * the area's own columns, and the status. Each area fills in its texts, filters, columns and
 * status badge; its filters and page live in the address (`useListState`).
 */
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

export function BookingListPage<B extends BookingRow>({
  texts,
  filters,
  list,
  data,
  fetching,
  sortedBy,
  detailPath,
  columns,
  status,
}: {
  texts: BookingListTexts;
  /** The filter bar. */
  filters: ReactNode;
  list: ListPaging;
  data: ListPage<B> | undefined;
  fetching: boolean;
  /** The column the server's order follows (its header is marked sorted). */
  sortedBy: SortedBy<B>;
  /** The booking's detail page. */
  detailPath(id: number): string;
  /** The area's columns, between the member and the status. */
  columns: DataTableColumn<B>[];
  /** The status cell (the area's badge). */
  status(booking: B): ReactNode;
}) {
  usePageTitle(texts.title);
  const orderId = useId();
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{texts.title}</Title>
        <Text c="dimmed">{texts.intro}</Text>
        <Text c="dimmed" size="sm" id={orderId} data-testid="list-order">
          {texts.order}
        </Text>
      </div>
      {filters}
      <ListTable<B>
        aria-label={texts.tableLabel}
        aria-describedby={orderId}
        sortedBy={sortedBy}
        list={list}
        data={data}
        fetching={fetching}
        empty={texts.empty}
        columns={[
          {
            accessor: 'id',
            title: texts.number,
            noWrap: true,
            render: (b) => (
              <Anchor component={Link} to={detailPath(b.id)}>
                {texts.open(b.id)}
              </Anchor>
            ),
          },
          {
            accessor: 'memberName',
            title: texts.member,
            render: (b) => (
              <div>
                <Text size="sm">{b.memberName}</Text>
                <Text size="xs" c="dimmed">
                  {b.memberCode}
                </Text>
              </div>
            ),
          },
          ...columns,
          { accessor: 'status', title: texts.status, render: status },
        ]}
      />
    </Stack>
  );
}
