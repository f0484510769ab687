import {
  EVENT_BOOKING_STATUSES,
  type EventBooking,
  type EventBookingStatus,
} from '@club/contracts';
import { Anchor, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../../components/data-table';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../../components/list-kit';
import { useClubFormat, usePageTitle } from '../../../settings';
import { useEventBookings, type BookingListParams } from '../../api/get-bookings';
import { useEvents } from '../../api/get-events';
import {
  BOOKING_STATUS_KEYS,
  BookingStatusBadge,
  PAYMENT_METHOD_KEYS,
} from '../../components/booking/booking-facts';
import { paths } from '../../../../app/paths';

/**
 * events/ManageOrder ("Manage Events Orders"): the members' bookings in the office's order (the
 * server's: the events ahead first, the soonest at the top, then the past ones; the page says
 * so, and the Event column, which shows each event's date, is marked sorted), filtered by event
 * and status and searched, each opening its detail (OrderDetail/{id}).
 */
export default function ManageEventOrdersPage() {
  const { t } = useTranslation();
  usePageTitle(t('events:orders.title'));
  const fmt = useClubFormat();
  const [eventId, setEventId] = useState<string | null>(null);
  const [status, setStatus] = useState<EventBookingStatus | null>(null);
  const [term, setTerm] = useState('');
  const [debouncedTerm] = useDebouncedValue(term.trim(), 300);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const events = useEvents({ sortDir: 'desc', pageIndex: 0, pageSize: 100 });
  const query: BookingListParams = {
    ...(eventId ? { eventId: Number(eventId) } : {}),
    ...(status ? { status } : {}),
    ...(debouncedTerm ? { term: debouncedTerm } : {}),
    pageIndex: page - 1,
    pageSize,
  };
  const { data, isFetching } = useEventBookings(query);
  const orderId = useId();
  const clear = (field: string) => ({
    'aria-label': t('events:orders.clearField', { field }),
  });

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('events:orders.title')}</Title>
        <Text c="dimmed">{t('events:orders.intro')}</Text>
        <Text c="dimmed" size="sm" id={orderId} data-testid="list-order">
          {t('events:orders.order')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('events:orders.event')}
          placeholder={t('events:orders.all')}
          clearable
          searchable
          clearButtonProps={clear(t('events:orders.event'))}
          data={(events.data?.items ?? []).map((e) => ({
            value: String(e.id),
            label: `${e.title} (${fmt.date(fmt.dayOf(e.startsAt))})`,
          }))}
          value={eventId}
          onChange={(v) => {
            setEventId(v);
            setPage(1);
          }}
        />
        <Select
          label={t('events:orders.status')}
          placeholder={t('events:orders.all')}
          clearable
          clearButtonProps={clear(t('events:orders.status'))}
          data={EVENT_BOOKING_STATUSES.map((s) => ({ value: s, label: t(BOOKING_STATUS_KEYS[s]) }))}
          value={status}
          onChange={(v) => {
            setStatus(v as EventBookingStatus | null);
            setPage(1);
          }}
        />
        <TextInput
          label={t('events:orders.search')}
          placeholder={t('events:orders.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={term}
          onChange={(e) => {
            setTerm(e.currentTarget.value);
            setPage(1);
          }}
        />
      </SimpleGrid>
      <DataTable<EventBooking>
        aria-label={t('events:orders.tableLabel')}
        aria-describedby={orderId}
        sortedBy={{ accessor: 'eventTitle', direction: 'ascending' }}
        withTableBorder
        striped
        highlightOnHover
        minHeight={200}
        records={data?.items ?? []}
        fetching={isFetching}
        totalRecords={data?.total ?? 0}
        recordsPerPage={pageSize}
        page={page}
        onPageChange={setPage}
        recordsPerPageOptions={PAGE_SIZES}
        onRecordsPerPageChange={(n) => {
          setPageSize(n);
          setPage(1);
        }}
        noRecordsText={t('events:orders.empty')}
        columns={[
          {
            accessor: 'id',
            title: t('events:orders.number'),
            noWrap: true,
            render: (b) => (
              <Anchor component={Link} to={paths.eventsOrder(b.id)}>
                {t('events:orders.open', { id: b.id })}
              </Anchor>
            ),
          },
          {
            accessor: 'memberName',
            title: t('events:orders.member'),
            render: (b) => (
              <div>
                <Text size="sm">{b.memberName}</Text>
                <Text size="xs" c="dimmed">
                  {b.memberCode}
                </Text>
              </div>
            ),
          },
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
          {
            accessor: 'total',
            title: t('events:orders.total'),
            textAlign: 'right',
            noWrap: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
            render: (b) => fmt.money(b.total),
          },
          {
            accessor: 'paymentMethod',
            title: t('events:orders.payment'),
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
            render: (b) => t(PAYMENT_METHOD_KEYS[b.paymentMethod]),
          },
          {
            accessor: 'status',
            title: t('events:orders.status'),
            render: (b) => <BookingStatusBadge status={b.status} />,
          },
        ]}
      />
    </Stack>
  );
}
