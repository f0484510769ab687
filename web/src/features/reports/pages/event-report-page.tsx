import type { EventBookingStatus, EventBookingWho, EventReportRow } from '@club/contracts';
import {
  Button,
  Card,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TableScroll } from '../../../components/table-scroll';
import { useLanguage } from '../../../lib/use-language';
import { useEvents } from '../../events';
import { useClubFormat, usePageTitle } from '../../settings';
import { eventDoorListUrl, eventReportCsvUrl, useEventReport } from '../api/get-event-report';

const WHO_KEYS = {
  member: 'reports:event.who.member',
  spouse: 'reports:event.who.spouse',
  both: 'reports:event.who.both',
} as const satisfies Record<EventBookingWho, string>;

const STATUS_KEYS = {
  pending_payment: 'reports:event.status.pending_payment',
  booked: 'reports:event.status.booked',
  confirmed: 'reports:event.status.confirmed',
  cancelled: 'reports:event.status.cancelled',
} as const satisfies Record<EventBookingStatus, string>;

function Total({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="lg" data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

function ReportRow({ r }: { r: EventReportRow }) {
  const { t } = useTranslation();
  const f = useClubFormat();
  const attended =
    r.attended === null
      ? '—'
      : r.attended
        ? t('reports:event.attended')
        : t('reports:event.noShow');
  return (
    <Table.Tr data-testid="event-report-row">
      <Table.Td>
        <Text size="sm" fw={500}>
          {r.memberName}
        </Text>
        <Text size="xs" c="dimmed">
          {r.memberCode}
        </Text>
      </Table.Td>
      <Table.Td>{r.category}</Table.Td>
      <Table.Td>{t(WHO_KEYS[r.who])}</Table.Td>
      <Table.Td>{r.dependents.join(', ') || '—'}</Table.Td>
      <Table.Td>{r.guests.join(', ') || '—'}</Table.Td>
      <Table.Td>
        {t('reports:event.buffetCounts', { veg: r.buffetVeg, nonVeg: r.buffetNonVeg })}
      </Table.Td>
      <Table.Td>
        {r.tableSize === null ? '—' : t('reports:event.tableOf', { size: r.tableSize })}
        {r.tableReply && (
          <Text size="xs" c="dimmed">
            {r.tableReply}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">{r.heads}</Table.Td>
      <Table.Td ta="right">{f.money(r.total)}</Table.Td>
      <Table.Td>{t(STATUS_KEYS[r.status])}</Table.Td>
      <Table.Td>{attended}</Table.Td>
    </Table.Tr>
  );
}

/**
 * admin/report/event ("Event Booking Report"): pick an event; its live bookings with who is
 * coming, dependents, guests, buffets, tables and attendance, the totals; a CSV export and a
 * printable door list, both in the reader's language.
 */
export default function EventReportPage() {
  const { t } = useTranslation();
  usePageTitle(t('reports:event.title'));
  const f = useClubFormat();
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('event'));
  const eventId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const events = useEvents({
    pageIndex: 0,
    pageSize: 100,
    sortBy: 'startsAt',
    sortDir: 'desc',
  });
  const report = useEventReport(eventId, lang);
  const r = report.data;
  const options = (events.data?.items ?? []).map((e) => ({
    value: String(e.id),
    label: `${e.title} (${f.date(e.startsAt)})`,
  }));

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('reports:event.title')}</Title>
        <Text c="dimmed">{t('reports:event.intro')}</Text>
      </div>
      <Card withBorder padding="md">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <Select
            label={t('reports:event.pick')}
            placeholder={t('reports:event.pickPlaceholder')}
            searchable
            data={options}
            value={eventId === null ? null : String(eventId)}
            onChange={(v) => setParams(v ? { event: v } : {}, { replace: true })}
            style={{ flex: '1 1 16rem' }}
            nothingFoundMessage={t('reports:event.noEvents')}
          />
          {eventId !== null && (
            <Group gap="xs">
              <Button
                component="a"
                href={eventReportCsvUrl(eventId, lang)}
                download
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
              >
                {t('reports:event.exportCsv')}
              </Button>
              <Button
                component="a"
                href={eventDoorListUrl(eventId, lang)}
                target="_blank"
                rel="noopener"
                variant="light"
                leftSection={<IconPrinter size={16} aria-hidden />}
              >
                {t('reports:event.doorList')}
              </Button>
            </Group>
          )}
        </Group>
      </Card>
      {eventId === null && <Text>{t('reports:event.choose')}</Text>}
      {report.isLoading && <Loader size="sm" />}
      {r && (
        <>
          <Text fw={500}>
            {t('reports:event.place', {
              title: r.event.title,
              when: f.dateTime(r.event.startsAt),
              venue: r.event.venue,
            })}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
            <Total
              label={t('reports:event.bookings')}
              value={String(r.totals.bookings)}
              testId="total-bookings"
            />
            <Total
              label={t('reports:event.heads')}
              value={t('reports:event.ofCapacity', {
                heads: r.totals.heads,
                capacity: r.event.capacity,
              })}
              testId="total-heads"
            />
            <Total
              label={t('reports:event.buffetVeg')}
              value={String(r.totals.buffetVeg)}
              testId="total-veg"
            />
            <Total
              label={t('reports:event.buffetNonVeg')}
              value={String(r.totals.buffetNonVeg)}
              testId="total-non-veg"
            />
            <Total
              label={t('reports:event.amount')}
              value={f.money(r.totals.amount, r.currency)}
              testId="total-amount"
            />
            <Total
              label={t('reports:event.waitlist')}
              value={t('reports:event.waitlistCount', {
                entries: r.waitlist.entries,
                heads: r.waitlist.heads,
              })}
              testId="total-waitlist"
            />
          </SimpleGrid>
          {r.rows.length === 0 ? (
            <Text>{t('reports:event.empty')}</Text>
          ) : (
            <TableScroll minWidth={1100} label={t('reports:event.tableLabel')}>
              <Table striped withTableBorder aria-label={t('reports:event.tableLabel')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('reports:event.col.member')}</Table.Th>
                    <Table.Th>{t('reports:event.col.category')}</Table.Th>
                    <Table.Th>{t('reports:event.col.who')}</Table.Th>
                    <Table.Th>{t('reports:event.col.dependents')}</Table.Th>
                    <Table.Th>{t('reports:event.col.guests')}</Table.Th>
                    <Table.Th>{t('reports:event.col.buffets')}</Table.Th>
                    <Table.Th>{t('reports:event.col.table')}</Table.Th>
                    <Table.Th ta="right">{t('reports:event.col.heads')}</Table.Th>
                    <Table.Th ta="right">{t('reports:event.col.amount')}</Table.Th>
                    <Table.Th>{t('reports:event.col.status')}</Table.Th>
                    <Table.Th>{t('reports:event.col.attendance')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {r.rows.map((row) => (
                    <ReportRow key={row.bookingId} r={row} />
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )}
        </>
      )}
    </Stack>
  );
}
