import '@mantine/dates/styles.css';
import {
  PAYMENT_STATUS_VALUES,
  type PaymentReportQuery,
  type PaymentReportRow,
} from '@club/contracts';
import {
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  type MantineTheme,
} from '@mantine/core';
import { IconCalendar, IconDownload } from '@tabler/icons-react';
import { useReadableText } from '../../../components/status-badge';
import { DatePickerInput } from '../../../components/date-picker-input';
import { FilterBar, SearchFilter, SelectFilter } from '../../../components/filter-bar';
import { ISO_DAY, useListState } from '../../../components/list-kit';
import { ListTable } from '../../../components/list-table';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { useClubFormat, usePageTitle } from '../../settings';
import {
  PAYMENT_STATUS_COLOR,
  PAYMENT_STATUS_KEYS,
  PaymentStatusBadge,
  ReceiptLink,
} from '../../payments';
import { paymentReportCsvUrl, usePaymentReport } from '../api/get-payment-report';

/** Columns shown from the small breakpoint up (phones see date, member, amount, status). */
const wide = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;

const toIsoDate = (d: string | null) => (d ? d.slice(0, 10) : undefined);

/** The columns it sorts by (the API's `sortBy`). */
const SORT_KEYS = ['createdAt', 'member', 'amount', 'status'] as const;

/** The first and last day of the month of `today` ('YYYY-MM-DD', the club's date), or of the month before. */
export function clubMonth(today: string, back: 0 | 1): [string, string] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const year = m - back < 1 ? y - 1 : y;
  const month = m - back < 1 ? 12 : m - back;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const ym = `${year}-${String(month).padStart(2, '0')}`;
  return [`${ym}-01`, `${ym}-${String(days).padStart(2, '0')}`];
}

/**
 * The report's filters, each kept in the address (with its page, size and order), so a reload,
 * a bookmark or a shared link keeps them. `period=all` is every date; with no period in the
 * address the report shows this month.
 */
const FILTERS = {
  from: { pattern: ISO_DAY },
  to: { pattern: ISO_DAY },
  period: { values: ['all'] as const },
  status: { values: PAYMENT_STATUS_VALUES },
  member: {},
};
const NO_FILTERS = { from: null, to: null, period: null, status: null, member: null };

/** admin/report/payment ("Payment Report"): payments by period, status and member, with totals. */
export default function PaymentReportPage() {
  const { t } = useTranslation();
  const readable = useReadableText();
  usePageTitle(t('reports:payment.title'));
  const fmt = useClubFormat();
  const lang = useLanguage();
  const list = useListState({
    filters: FILTERS,
    sort: { keys: SORT_KEYS, by: 'createdAt', dir: 'desc' },
  });
  const filters = list.filters;
  // The report opens on this month, as the office reads it and as the dashboard counts it; a
  // report over every date is one click away ("All dates") and counts every payment there is.
  const thisMonth = clubMonth(fmt.today(), 0);
  const [from, to] =
    filters.from || filters.to
      ? [filters.from ?? undefined, filters.to ?? filters.from ?? undefined]
      : filters.period === 'all'
        ? [undefined, undefined]
        : thisMonth;
  const period: [string | null, string | null] = [from ?? null, to ?? null];
  const lastMonth = clubMonth(fmt.today(), 1);
  const isPeriod = ([first, last]: [string, string]) => from === first && to === last;
  const clearLabel = (field: string) => ({
    'aria-label': t('reports:payment.clearField', { field }),
  });
  /** The period buttons: this month is the report's default, so it leaves the address bare. */
  const periods = [
    { label: t('reports:payment.thisMonth'), active: isPeriod(thisMonth), changes: {} },
    {
      label: t('reports:payment.lastMonth'),
      active: isPeriod(lastMonth),
      changes: { from: lastMonth[0], to: lastMonth[1] },
    },
    {
      label: t('reports:payment.allDates'),
      active: filters.period === 'all',
      changes: { period: 'all' as const },
    },
  ];

  const query: PaymentReportQuery = {
    from,
    to,
    status: filters.status ?? undefined,
    member: filters.member ?? undefined,
    sortBy: list.sortBy,
    sortDir: list.sortDir,
    pageIndex: list.pageIndex,
    pageSize: list.pageSize,
    lang,
  };
  const report = usePaymentReport(query);
  const data = report.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('reports:payment.title')}</Title>
          <Text c="dimmed">{t('reports:payment.intro')}</Text>
        </div>
        <Button
          component="a"
          href={paymentReportCsvUrl(query)}
          download
          variant="default"
          leftSection={<IconDownload size={18} />}
        >
          {t('reports:payment.exportCsv')}
        </Button>
      </Group>

      <Card withBorder padding="md">
        <FilterBar>
          <DatePickerInput
            type="range"
            allowSingleDateInRange
            clearable
            clearButtonProps={clearLabel(t('reports:payment.period'))}
            label={t('reports:payment.period')}
            placeholder={t('reports:payment.periodPlaceholder')}
            leftSection={<IconCalendar size={16} />}
            value={period}
            onChange={(v) => {
              const [first, last] = (v as [string | null, string | null]).map(toIsoDate);
              list.setFilters(
                first
                  ? { from: first, to: last ?? null, period: null }
                  : { from: null, to: null, period: 'all' },
              );
            }}
            // The placeholder is text in a button here: it must meet the text contrast ratio.
            styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          />
          <SelectFilter
            label={t('reports:payment.status')}
            placeholder={t('reports:payment.allStatuses')}
            data={PAYMENT_STATUS_VALUES.map((s) => ({
              value: s,
              label: t(PAYMENT_STATUS_KEYS[s]),
            }))}
            value={filters.status}
            onChange={(status) => list.setFilters({ status })}
          />
          <SearchFilter
            label={t('reports:payment.member')}
            placeholder={t('reports:payment.memberPlaceholder')}
            value={filters.member}
            onChange={(member) => list.setFilters({ member })}
          />
        </FilterBar>
        <Group gap="xs" mt="sm">
          {periods.map((p) => (
            <Button
              key={p.label}
              size="xs"
              variant={p.active ? 'filled' : 'light'}
              aria-pressed={p.active}
              onClick={() => list.setFilters({ from: null, to: null, period: null, ...p.changes })}
            >
              {p.label}
            </Button>
          ))}
          <Button size="xs" variant="subtle" onClick={() => list.setFilters(NO_FILTERS)}>
            {t('reports:payment.clearFilters')}
          </Button>
        </Group>
      </Card>

      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Card withBorder padding="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t('reports:payment.count')}
          </Text>
          <Text size="xl" fw={700} data-testid="total-count">
            {data ? fmt.count(data.totals.count) : '…'}
          </Text>
        </Card>
        <Card withBorder padding="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t('reports:payment.capturedTotal')}
          </Text>
          <Text size="xl" fw={700} c="green.9" data-testid="total-captured">
            {data ? fmt.money(data.totals.captured, data.currency) : '…'}
          </Text>
        </Card>
        <Card withBorder padding="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t('reports:payment.allTotal')}
          </Text>
          <Text size="xl" fw={700}>
            {data ? fmt.money(data.totals.amount, data.currency) : '…'}
          </Text>
        </Card>
      </SimpleGrid>
      {data && (
        <Group gap="xs" aria-label={t('reports:payment.byStatus')} role="group">
          {data.totals.byStatus
            .filter((s) => s.count > 0)
            .map((s) => (
              <Badge
                key={s.status}
                variant="light"
                color={PAYMENT_STATUS_COLOR[s.status]}
                size="lg"
                styles={{ root: { color: readable(PAYMENT_STATUS_COLOR[s.status]) } }}
              >
                {t(PAYMENT_STATUS_KEYS[s.status])}: {fmt.count(s.count)} ·{' '}
                {fmt.money(s.amount, data.currency)}
              </Badge>
            ))}
        </Group>
      )}

      <ListTable<PaymentReportRow>
        aria-label={t('reports:payment.tableLabel')}
        list={list}
        data={data}
        fetching={report.isFetching}
        idAccessor="id"
        empty={t('reports:payment.empty')}
        sortable
        columns={[
          {
            accessor: 'createdAt',
            title: t('payments:date'),
            sortable: true,
            render: (p) => fmt.dateTime(p.createdAt),
          },
          {
            accessor: 'member',
            title: t('reports:payment.member'),
            sortable: true,
            render: (p) => (
              <div>
                <Text size="sm" fw={600}>
                  {p.memberCode}
                </Text>
                <Text size="xs" c="dimmed">
                  {p.memberName}
                </Text>
              </div>
            ),
          },
          {
            accessor: 'description',
            title: t('payments:description'),
            visibleMediaQuery: wide,
          },
          {
            accessor: 'amount',
            title: t('payments:amount'),
            sortable: true,
            textAlign: 'right',
            noWrap: true,
            render: (p) => fmt.money(p.amount, p.currency),
          },
          {
            accessor: 'status',
            title: t('payments:statusLabel'),
            sortable: true,
            render: (p) => (
              <div>
                <PaymentStatusBadge status={p.status} />
                {p.status === 'captured' && <ReceiptLink id={p.id} forStaff />}
                {p.failureReason && (
                  <Text size="xs" c="red">
                    {p.failureReason}
                  </Text>
                )}
              </div>
            ),
          },
          {
            accessor: 'providerPaymentId',
            title: t('reports:payment.reference'),
            visibleMediaQuery: wide,
            render: (p) => (
              <Text size="xs" ff="monospace">
                {p.providerPaymentId ?? p.providerOrderId ?? '—'}
              </Text>
            ),
          },
        ]}
      />
    </Stack>
  );
}
