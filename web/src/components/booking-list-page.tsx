import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../features/settings';
import type { BookingListTexts, BookingRow } from './booking-list';
import type { SortedBy } from './data-table';
import { FilterBar, SearchFilter, SelectFilter } from './filter-bar';
import { ListTable, type ListPage, type ListPaging } from './list-table';

/** What `BookingFilters` reads and changes of a booking list (`useBookingList`). */
export interface BookingFilterView<S extends string> {
  texts: { status: string };
  list: {
    filters: { status: S | null; term: string | null };
    setFilters(changes: { status?: S | null; term?: string | null }): void;
  };
}

/**
 * A booking list's filter bar: the area's own filters first (`before`: an event), the status
 * (the area's statuses by their labels, cleared to show them all), the area's filters that follow
 * it (`children`: dates), and the search.
 */
export function BookingFilters<S extends string>({
  view,
  statuses,
  statusLabel,
  texts,
  cols,
  before,
  children,
}: {
  view: BookingFilterView<S>;
  statuses: readonly S[];
  statusLabel(status: S): string;
  /** The status select's "all", and the search's label and placeholder. */
  texts: { all: string; search: string; searchPlaceholder: string };
  cols?: Parameters<typeof FilterBar>[0]['cols'];
  before?: ReactNode;
  children?: ReactNode;
}) {
  const { list } = view;
  return (
    <FilterBar cols={cols}>
      {before}
      <SelectFilter
        label={view.texts.status}
        placeholder={texts.all}
        data={statuses.map((s) => ({ value: s, label: statusLabel(s) }))}
        value={list.filters.status}
        onChange={(v) => list.setFilters({ status: v })}
      />
      {children}
      <SearchFilter
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        value={list.filters.term}
        onChange={(v) => list.setFilters({ term: v })}
      />
    </FilterBar>
  );
}

/**
 * The staff's list of an area's bookings (chambers' requests, banquets' hall bookings, events'
 * orders): its title, what it is and the order its rows come in (the server's), the area's
 * filters (`BookingFilters`), and the table: the booking's number opening its detail, the
 * member, the area's own columns, and the status. Each area hands in its list
 * (`useBookingList`: its texts, its filters and page in the address, its bookings), filters,
 * columns and status badge.
 */
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
