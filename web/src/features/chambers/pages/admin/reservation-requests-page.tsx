import { CHAMBER_BOOKING_STATUSES, type ChamberBooking } from '@club/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BookingFilters, BookingListPage } from '../../../../components/booking-list-page';
import { totalColumn, useBookingList } from '../../../../components/booking-list';
import { useClubFormat } from '../../../settings';
import { useBookings } from '../../api/get-bookings';
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
  const view = useBookingList(
    'chambers:requests',
    { status: { values: CHAMBER_BOOKING_STATUSES, default: 'requested' }, term: {} },
    useBookings,
  );

  return (
    <BookingListPage<ChamberBooking>
      {...view}
      filters={
        <BookingFilters
          view={view}
          cols={{ base: 1, sm: 2 }}
          statuses={CHAMBER_BOOKING_STATUSES}
          statusLabel={(s) => t(STATUS_KEYS[s])}
          texts={{
            all: t('chambers:admin.all'),
            search: t('chambers:admin.search'),
            searchPlaceholder: t('chambers:requests.searchPlaceholder'),
          }}
        />
      }
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
