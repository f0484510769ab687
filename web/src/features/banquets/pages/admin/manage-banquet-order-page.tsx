import { BANQUET_BOOKING_STATUSES, type BanquetBooking } from '@club/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BookingFilters, BookingListPage } from '../../../../components/booking-list-page';
import { totalColumn, useBookingList } from '../../../../components/booking-list';
import { DateFilter } from '../../../../components/filter-bar';
import { ISO_DAY } from '../../../../components/list-kit';
import { useClubFormat } from '../../../settings';
import { useHallBookings } from '../../api/get-bookings';
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
  const view = useBookingList(
    'banquets:hb.orders',
    {
      status: { values: BANQUET_BOOKING_STATUSES },
      from: { pattern: ISO_DAY },
      to: { pattern: ISO_DAY },
      term: {},
    },
    useHallBookings,
  );
  const { list } = view;

  return (
    <BookingListPage<BanquetBooking>
      {...view}
      filters={
        <BookingFilters
          view={view}
          cols={{ base: 1, sm: 2, md: 4 }}
          statuses={BANQUET_BOOKING_STATUSES}
          statusLabel={(s) => t(HB_STATUS_KEYS[s])}
          texts={{
            all: t('banquets:hb.orders.all'),
            search: t('banquets:hb.orders.search'),
            searchPlaceholder: t('banquets:hb.orders.searchPlaceholder'),
          }}
        >
          <DateFilter
            label={t('banquets:hb.orders.from')}
            value={list.filters.from}
            onChange={(v) => list.setFilters({ from: v })}
          />
          <DateFilter
            label={t('banquets:hb.orders.to')}
            value={list.filters.to}
            onChange={(v) => list.setFilters({ to: v })}
          />
        </BookingFilters>
      }
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
