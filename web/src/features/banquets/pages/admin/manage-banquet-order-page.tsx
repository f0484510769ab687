import {
  BANQUET_BOOKING_STATUSES,
  type BanquetBooking,
  type BanquetBookingStatus,
} from '@club/contracts';
import { Anchor, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../../components/data-table';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../../components/list-kit';
import { DatePickerInput } from '../../../../components/date-picker-input';
import { useClubFormat, usePageTitle } from '../../../settings';
import { useHallBookings, type BanquetBookingListParams } from '../../api/get-bookings';
import { HB_SESSION_KEYS, HB_STATUS_KEYS } from '../../components/booking/labels';
import { HallStatusBadge } from '../../components/booking/status-badge';
import { paths } from '../../../../app/paths';

/**
 * /admin/banquet/ManageBanquetOrder ("Manage Banquets Booking"): the members' hall bookings in
 * the office's order (the server's: requests awaiting a decision first, then the functions ahead,
 * then the past ones; the page says so, and the Function column's header is marked sorted),
 * filtered by status and function dates and searched, each opening its detail.
 */
export default function ManageBanquetOrderPage() {
  const { t } = useTranslation();
  usePageTitle(t('banquets:hb.orders.title'));
  const fmt = useClubFormat();
  const [status, setStatus] = useState<BanquetBookingStatus | null>(null);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [term, setTerm] = useState('');
  const [debouncedTerm] = useDebouncedValue(term.trim(), 300);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const query: BanquetBookingListParams = {
    ...(status ? { status } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(debouncedTerm ? { term: debouncedTerm } : {}),
    pageIndex: page - 1,
    pageSize,
  };
  const { data, isFetching } = useHallBookings(query);
  const orderId = useId();
  const clear = (field: string) => ({
    'aria-label': t('banquets:hb.orders.clearField', { field }),
  });

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('banquets:hb.orders.title')}</Title>
        <Text c="dimmed">{t('banquets:hb.orders.intro')}</Text>
        <Text c="dimmed" size="sm" id={orderId} data-testid="list-order">
          {t('banquets:hb.orders.order')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Select
          label={t('banquets:hb.orders.status')}
          placeholder={t('banquets:hb.orders.all')}
          clearable
          clearButtonProps={clear(t('banquets:hb.orders.status'))}
          data={BANQUET_BOOKING_STATUSES.map((s) => ({ value: s, label: t(HB_STATUS_KEYS[s]) }))}
          value={status}
          onChange={(v) => {
            setStatus(v as BanquetBookingStatus | null);
            setPage(1);
          }}
        />
        <DatePickerInput
          label={t('banquets:hb.orders.from')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          clearable
          clearButtonProps={clear(t('banquets:hb.orders.from'))}
          value={from}
          onChange={(v: string | null) => {
            setFrom(v ? v.slice(0, 10) : null);
            setPage(1);
          }}
        />
        <DatePickerInput
          label={t('banquets:hb.orders.to')}
          leftSection={<IconCalendar size={16} aria-hidden />}
          clearable
          clearButtonProps={clear(t('banquets:hb.orders.to'))}
          value={to}
          onChange={(v: string | null) => {
            setTo(v ? v.slice(0, 10) : null);
            setPage(1);
          }}
        />
        <TextInput
          label={t('banquets:hb.orders.search')}
          placeholder={t('banquets:hb.orders.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={term}
          onChange={(e) => {
            setTerm(e.currentTarget.value);
            setPage(1);
          }}
        />
      </SimpleGrid>
      <DataTable<BanquetBooking>
        aria-label={t('banquets:hb.orders.tableLabel')}
        aria-describedby={orderId}
        sortedBy={{ accessor: 'date', direction: 'ascending' }}
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
        noRecordsText={t('banquets:hb.orders.empty')}
        columns={[
          {
            accessor: 'id',
            title: t('banquets:hb.orders.number'),
            noWrap: true,
            render: (b) => (
              <Anchor component={Link} to={paths.banquetsOrder(b.id)}>
                {t('banquets:hb.orders.open', { id: b.id })}
              </Anchor>
            ),
          },
          {
            accessor: 'memberName',
            title: t('banquets:hb.orders.member'),
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
            accessor: 'date',
            title: t('banquets:hb.orders.function'),
            render: (b) => (
              <div>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {fmt.date(b.date)} · {t(HB_SESSION_KEYS[b.session])}
                </Text>
                <Text size="xs" c="dimmed">
                  {b.hallName} ·{' '}
                  {t('banquets:hb.facts.guests', { count: b.finalGuests ?? b.guests })}
                </Text>
              </div>
            ),
          },
          {
            accessor: 'total',
            title: t('banquets:hb.orders.total'),
            textAlign: 'right',
            noWrap: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
            render: (b) => fmt.money(b.total),
          },
          {
            accessor: 'status',
            title: t('banquets:hb.orders.status'),
            render: (b) => <HallStatusBadge status={b.status} />,
          },
        ]}
      />
    </Stack>
  );
}
