import { BANQUET_BOOKING_STATUSES, type BanquetBooking } from '@club/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  BookingListPage,
  bookingListTexts,
  totalColumn,
} from '../../../../components/booking-list-page';
import {
  DateFilter,
  FilterBar,
  SearchFilter,
  SelectFilter,
} from '../../../../components/filter-bar';
import { ISO_DAY, useListState } from '../../../../components/list-kit';
import { useClubFormat } from '../../../settings';
import { useHallBookings, type BanquetBookingListParams } from '../../api/get-bookings';
import { HB_SESSION_KEYS, HB_STATUS_KEYS } from '../../components/booking/labels';
import { HallStatusBadge } from '../../components/booking/status-badge';
import { paths } from '../../../../app/paths';

/**
 * /admin/banquet/ManageBanquetOrder ("Manage Banquets Booking"): the members' hall bookings in
 * the office's order (the server's: requests awaiting a decision first, then the functions ahead,
 * then the past ones; the page says so, and the Function column's header is marked sorted),
 * filtered by status and function dates and searched (the filters in the address), each
 * opening its detail.
 */
export default function ManageBanquetOrderPage() {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const list = useListState({
    filters: {
      status: { values: BANQUET_BOOKING_STATUSES },
      from: { pattern: ISO_DAY },
      to: { pattern: ISO_DAY },
      term: {},
    },
  });
  const { status, from, to, term } = list.filters;
  const query: BanquetBookingListParams = {
    ...(status ? { status } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(term ? { term } : {}),
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
  };
  const { data, isFetching } = useHallBookings(query);

  return (
    <BookingListPage<BanquetBooking>
      texts={bookingListTexts(t, 'banquets:hb.orders')}
      filters={
        <FilterBar cols={{ base: 1, sm: 2, md: 4 }}>
          <SelectFilter
            label={t('banquets:hb.orders.status')}
            placeholder={t('banquets:hb.orders.all')}
            data={BANQUET_BOOKING_STATUSES.map((s) => ({ value: s, label: t(HB_STATUS_KEYS[s]) }))}
            value={status}
            onChange={(v) => list.setFilters({ status: v })}
          />
          <DateFilter
            label={t('banquets:hb.orders.from')}
            value={from}
            onChange={(v) => list.setFilters({ from: v })}
          />
          <DateFilter
            label={t('banquets:hb.orders.to')}
            value={to}
            onChange={(v) => list.setFilters({ to: v })}
          />
          <SearchFilter
            label={t('banquets:hb.orders.search')}
            placeholder={t('banquets:hb.orders.searchPlaceholder')}
            value={term}
            onChange={(v) => list.setFilters({ term: v })}
          />
        </FilterBar>
      }
      list={list}
      data={data}
      fetching={isFetching}
      sortedBy={{ accessor: 'date', direction: 'ascending' }}
      detailPath={paths.banquetsOrder}
      columns={[
        {
          accessor: 'date',
          title: t('banquets:hb.orders.function'),
          render: (b) => (
            <div>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {fmt.date(b.date)} · {t(HB_SESSION_KEYS[b.session])}
              </Text>
              <Text size="xs" c="dimmed">
                {b.hallName} · {t('banquets:hb.facts.guests', { count: b.finalGuests ?? b.guests })}
              </Text>
            </div>
          ),
        },
        totalColumn(t('banquets:hb.orders.total'), fmt.money),
      ]}
      status={(b) => <HallStatusBadge status={b.status} />}
    />
  );
}
