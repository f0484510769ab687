import { CHAMBER_BOOKING_STATUSES, type ChamberBooking } from '@club/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  BookingListPage,
  bookingListTexts,
  totalColumn,
} from '../../../../components/booking-list-page';
import { FilterBar, SearchFilter, SelectFilter } from '../../../../components/filter-bar';
import { useListState } from '../../../../components/list-kit';
import { useClubFormat } from '../../../settings';
import { useBookings, type BookingListParams } from '../../api/get-bookings';
import { ROOM_TYPE_KEYS } from '../../components/admin/labels';
import { STATUS_KEYS } from '../../components/booking/labels';
import { ClubCheckBadge } from '../../components/booking/club-check';
import { StatusBadge } from '../../components/booking/status-badge';
import { paths } from '../../../../app/paths';

/**
 * /admin/chamber/ManageChamberOrder ("Reservation Requests"): the members' booking requests in
 * the office's order (the server's: requests awaiting a decision first, then the stays ahead,
 * then the past ones; the page says so, and the Stay column's header is marked sorted),
 * filtered by status (requested by default; cleared, the address says `status=`) and searched,
 * each opening its detail.
 */
export default function ReservationRequestsPage() {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const list = useListState({
    filters: {
      status: { values: CHAMBER_BOOKING_STATUSES, default: 'requested' },
      term: {},
    },
  });
  const { status, term } = list.filters;
  const query: BookingListParams = {
    ...(status ? { status } : {}),
    ...(term ? { term } : {}),
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
  };
  const { data, isFetching } = useBookings(query);

  return (
    <BookingListPage<ChamberBooking>
      texts={bookingListTexts(t, 'chambers:requests')}
      filters={
        <FilterBar cols={{ base: 1, sm: 2 }}>
          <SelectFilter
            label={t('chambers:requests.status')}
            placeholder={t('chambers:admin.all')}
            data={CHAMBER_BOOKING_STATUSES.map((s) => ({ value: s, label: t(STATUS_KEYS[s]) }))}
            value={status}
            onChange={(v) => list.setFilters({ status: v })}
          />
          <SearchFilter
            label={t('chambers:admin.search')}
            placeholder={t('chambers:requests.searchPlaceholder')}
            value={term}
            onChange={(v) => list.setFilters({ term: v })}
          />
        </FilterBar>
      }
      list={list}
      data={data}
      fetching={isFetching}
      sortedBy={{ accessor: 'checkIn', direction: 'ascending' }}
      detailPath={paths.chambersBooking}
      columns={[
        {
          accessor: 'checkIn',
          title: t('chambers:requests.stay'),
          render: (b) => (
            <div>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {fmt.date(b.checkIn)} – {fmt.date(b.checkOut)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('chambers:booking.roomsOfType', {
                  count: b.rooms,
                  type: t(ROOM_TYPE_KEYS[b.roomType]),
                })}
              </Text>
            </div>
          ),
        },
        totalColumn(t('chambers:booking.price'), fmt.money),
      ]}
      status={(b) => (
        <Stack gap={4} align="flex-start">
          <StatusBadge status={b.status} />
          <ClubCheckBadge booking={b} />
        </Stack>
      )}
    />
  );
}
