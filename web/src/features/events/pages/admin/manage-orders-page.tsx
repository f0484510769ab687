import { EVENT_BOOKING_STATUSES, type EventBooking } from '@club/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BookingFilters, BookingListPage } from '../../../../components/booking-list-page';
import { totalColumn, useBookingList } from '../../../../components/booking-list';
import { SelectFilter } from '../../../../components/filter-bar';
import { useClubFormat } from '../../../settings';
import { useEventBookings } from '../../api/get-bookings';
import { useEvents } from '../../api/get-events';
import {
  BOOKING_STATUS_KEYS,
  BookingStatusBadge,
  PAYMENT_METHOD_KEYS,
} from '../../components/booking/booking-facts';
import { paths } from '../../../../app/paths';

const EVENT_ID = /^\d+$/;

/**
 * events/ManageOrder ("Manage Events Orders"): the members' bookings in the office's order (the
 * server's: the events ahead first, the soonest at the top, then the past ones; the page says
 * so, and the Event column, which shows each event's date, is marked sorted), filtered by event
 * and status and searched (the filters in the address), each opening its detail
 * (OrderDetail/{id}).
 */
export default function ManageEventOrdersPage() {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const view = useBookingList(
    'events:orders',
    { event: { pattern: EVENT_ID }, status: { values: EVENT_BOOKING_STATUSES }, term: {} },
    useEventBookings,
    // The address's `event` is the API's `eventId`.
    ({ event, ...rest }) => ({ ...(event ? { eventId: Number(event) } : {}), ...rest }),
  );
  const { list } = view;
  const events = useEvents({ sortDir: 'desc', pageIndex: 0, pageSize: 100 });

  return (
    <BookingListPage<EventBooking>
      {...view}
      filters={
        <BookingFilters
          view={view}
          statuses={EVENT_BOOKING_STATUSES}
          statusLabel={(s) => t(BOOKING_STATUS_KEYS[s])}
          texts={{
            all: t('events:orders.all'),
            search: t('events:orders.search'),
            searchPlaceholder: t('events:orders.searchPlaceholder'),
          }}
          before={
            <SelectFilter
              label={t('events:orders.event')}
              placeholder={t('events:orders.all')}
              searchable
              data={(events.data?.items ?? []).map((e) => ({
                value: String(e.id),
                label: `${e.title} (${fmt.date(fmt.dayOf(e.startsAt))})`,
              }))}
              value={list.filters.event}
              onChange={(v) => list.setFilters({ event: v })}
            />
          }
        />
      }
      sortedBy={{ accessor: 'eventTitle', direction: 'ascending' }}
      detailPath={paths.eventsOrder}
      columns={[
        {
          accessor: 'eventTitle',
          title: t('events:orders.event'),
          render: (b) => (
            <div>
              <Text size="sm">{b.eventTitle}</Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {fmt.dateTime(b.eventStartsAt)}
              </Text>
            </div>
          ),
        },
        { accessor: 'heads', title: t('events:orders.heads'), textAlign: 'right' },
        totalColumn(t('events:orders.total'), fmt.money),
        {
          accessor: 'paymentMethod',
          title: t('events:orders.payment'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          render: (b) => t(PAYMENT_METHOD_KEYS[b.paymentMethod]),
        },
      ]}
      status={(b) => <BookingStatusBadge status={b.status} />}
    />
  );
}
