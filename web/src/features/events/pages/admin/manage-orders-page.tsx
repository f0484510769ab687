import { EVENT_BOOKING_STATUSES, type EventBooking } from '@club/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  BookingListPage,
  bookingListTexts,
  totalColumn,
} from '../../../../components/booking-list-page';
import { FilterBar, SearchFilter, SelectFilter } from '../../../../components/filter-bar';
import { useListState } from '../../../../components/list-kit';
import { useClubFormat } from '../../../settings';
import { useEventBookings, type BookingListParams } from '../../api/get-bookings';
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
  const list = useListState({
    filters: {
      event: { pattern: EVENT_ID },
      status: { values: EVENT_BOOKING_STATUSES },
      term: {},
    },
  });
  const { event, status, term } = list.filters;
  const events = useEvents({ sortDir: 'desc', pageIndex: 0, pageSize: 100 });
  const query: BookingListParams = {
    ...(event ? { eventId: Number(event) } : {}),
    ...(status ? { status } : {}),
    ...(term ? { term } : {}),
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
  };
  const { data, isFetching } = useEventBookings(query);

  return (
    <BookingListPage<EventBooking>
      texts={bookingListTexts(t, 'events:orders')}
      filters={
        <FilterBar>
          <SelectFilter
            label={t('events:orders.event')}
            placeholder={t('events:orders.all')}
            searchable
            data={(events.data?.items ?? []).map((e) => ({
              value: String(e.id),
              label: `${e.title} (${fmt.date(fmt.dayOf(e.startsAt))})`,
            }))}
            value={event}
            onChange={(v) => list.setFilters({ event: v })}
          />
          <SelectFilter
            label={t('events:orders.status')}
            placeholder={t('events:orders.all')}
            data={EVENT_BOOKING_STATUSES.map((s) => ({
              value: s,
              label: t(BOOKING_STATUS_KEYS[s]),
            }))}
            value={status}
            onChange={(v) => list.setFilters({ status: v })}
          />
          <SearchFilter
            label={t('events:orders.search')}
            placeholder={t('events:orders.searchPlaceholder')}
            value={term}
            onChange={(v) => list.setFilters({ term: v })}
          />
        </FilterBar>
      }
      list={list}
      data={data}
      fetching={isFetching}
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
