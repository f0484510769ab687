import {
  CHAMBER_BOOKING_STATUSES,
  type ChamberBooking,
  type ChamberBookingStatus,
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
 * filtered by status (requested by default) and searched, each opening its detail.
 */
export default function ReservationRequestsPage() {
  const { t } = useTranslation();
  usePageTitle(t('chambers:requests.title'));
  const fmt = useClubFormat();
  const [status, setStatus] = useState<ChamberBookingStatus | null>('requested');
  const [term, setTerm] = useState('');
  const [debouncedTerm] = useDebouncedValue(term.trim(), 300);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const query: BookingListParams = {
    ...(status ? { status } : {}),
    ...(debouncedTerm ? { term: debouncedTerm } : {}),
    pageIndex: page - 1,
    pageSize,
  };
  const { data, isFetching } = useBookings(query);
  const orderId = useId();

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('chambers:requests.title')}</Title>
        <Text c="dimmed">{t('chambers:requests.intro')}</Text>
        <Text c="dimmed" size="sm" id={orderId} data-testid="list-order">
          {t('chambers:requests.order')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('chambers:requests.status')}
          placeholder={t('chambers:admin.all')}
          clearable
          clearButtonProps={{
            'aria-label': t('chambers:admin.clearField', { field: t('chambers:requests.status') }),
          }}
          data={CHAMBER_BOOKING_STATUSES.map((s) => ({ value: s, label: t(STATUS_KEYS[s]) }))}
          value={status}
          onChange={(v) => {
            setStatus(v as ChamberBookingStatus | null);
            setPage(1);
          }}
        />
        <TextInput
          label={t('chambers:admin.search')}
          placeholder={t('chambers:requests.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={term}
          onChange={(e) => {
            setTerm(e.currentTarget.value);
            setPage(1);
          }}
        />
      </SimpleGrid>
      <DataTable<ChamberBooking>
        aria-label={t('chambers:requests.tableLabel')}
        aria-describedby={orderId}
        sortedBy={{ accessor: 'checkIn', direction: 'ascending' }}
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
        noRecordsText={t('chambers:requests.empty')}
        columns={[
          {
            accessor: 'id',
            title: t('chambers:requests.number'),
            noWrap: true,
            render: (b) => (
              <Anchor component={Link} to={paths.chambersBooking(b.id)}>
                {t('chambers:requests.open', { id: b.id })}
              </Anchor>
            ),
          },
          {
            accessor: 'memberName',
            title: t('chambers:requests.member'),
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
          {
            accessor: 'total',
            title: t('chambers:booking.price'),
            textAlign: 'right',
            noWrap: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
            render: (b) => fmt.money(b.total),
          },
          {
            accessor: 'status',
            title: t('chambers:requests.status'),
            render: (b) => (
              <Stack gap={4} align="flex-start">
                <StatusBadge status={b.status} />
                <ClubCheckBadge booking={b} />
              </Stack>
            ),
          },
        ]}
      />
    </Stack>
  );
}
