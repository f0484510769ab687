import type { DataTableColumn, DataTableProps, DataTableSortStatus } from 'mantine-datatable';
import { DataTable, type SortedBy } from './data-table';
import { PAGE_SIZES, type SortDirection } from './list-kit';

/** A page of rows as the API answers a list. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** What the table reads and changes of a list's state (`useListState`). */
export interface ListPaging {
  page: number;
  pageSize: number;
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  sortBy: string;
  sortDir: SortDirection;
  setSort(by: string, dir: SortDirection): void;
}

export interface ListTableProps<T> {
  /** The table's name ("Hall bookings"). */
  'aria-label': string;
  /** The id of the text that says the rows' order, where the list is in a fixed order. */
  'aria-describedby'?: string;
  /** Where its page, page size and (with `sortable`) order are kept. */
  list: ListPaging;
  /** The page of rows (`undefined` while it loads) and whether a read is under way. */
  data: ListPage<T> | undefined;
  fetching: boolean;
  columns: DataTableColumn<T>[];
  /** What the table says when no row matches. */
  empty: string;
  /** The column the rows come in the order of, in a fixed order (`aria-sort`). */
  sortedBy?: SortedBy<T>;
  /** The user sorts by clicking the headers of the columns marked `sortable`. */
  sortable?: boolean;
  idAccessor?: keyof T & string;
  onRowClick?: (row: T) => void;
  /**
   * The words under the table ("21–40 of 47"), where the API does not answer an exact count
   * (the mail outbox answers its pages: "1–20 of more than 40").
   */
  rangeText?: (range: { from: number; to: number; totalRecords: number }) => string;
}

/**
 * A server-paged list's table: the kit's DataTable (bordered, striped, its rows lit under
 * the pointer, 200 px high while empty) with its page, page size and order in the list's
 * state (the address), its loading veil while a read is under way and its empty text.
 */
export function ListTable<T>({
  list,
  data,
  fetching,
  columns,
  empty,
  sortedBy,
  sortable,
  idAccessor,
  onRowClick,
  rangeText,
  ...names
}: ListTableProps<T>) {
  const sortStatus: DataTableSortStatus<T> = {
    columnAccessor: list.sortBy,
    direction: list.sortDir,
  };
  // DataTableProps is a union (sorted or not, paged or not) that spreads do not narrow.
  const props = {
    ...names,
    ...(idAccessor ? { idAccessor } : {}),
    ...(onRowClick ? { onRowClick: ({ record }: { record: T }) => onRowClick(record) } : {}),
    ...(rangeText ? { paginationText: rangeText } : {}),
    ...(sortable
      ? {
          sortStatus,
          onSortStatusChange: (s: DataTableSortStatus<T>) =>
            list.setSort(s.columnAccessor as string, s.direction),
        }
      : {}),
    withTableBorder: true,
    striped: true,
    highlightOnHover: true,
    minHeight: 200,
    records: data?.items ?? [],
    fetching,
    totalRecords: data?.total ?? 0,
    recordsPerPage: list.pageSize,
    page: list.page,
    onPageChange: list.setPage,
    recordsPerPageOptions: PAGE_SIZES,
    onRecordsPerPageChange: list.setPageSize,
    noRecordsText: empty,
    columns,
  } as DataTableProps<T>;
  return <DataTable<T> {...props} {...(sortedBy ? { sortedBy } : {})} />;
}
