import '@mantine/dates/styles.css';
import {
  PAYMENT_STATUS_VALUES,
  type PaymentReportQuery,
  type PaymentReportRow,
  type PaymentStatus,
} from '@club/contracts';
import {
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  type MantineTheme,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendar, IconDownload } from '@tabler/icons-react';
import type { DataTableSortStatus } from 'mantine-datatable';
import { READABLE_TEXT } from '../../../components/status-badge';
import { DataTable } from '../../../components/data-table';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../components/list-kit';
import { DatePickerInput } from '../../../components/date-picker-input';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
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

type SortKey = NonNullable<PaymentReportQuery['sortBy']>;

/** Columns shown from the small breakpoint up (phones see date, member, amount, status). */
const wide = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;

const toIsoDate = (d: string | null) => (d ? d.slice(0, 10) : undefined);

const SORT_KEYS = ['createdAt', 'member', 'amount', 'status'] as const;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The first and last day of the month of `today` ('YYYY-MM-DD', the club's date), or of the month before. */
export function clubMonth(today: string, back: 0 | 1): [string, string] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const year = m - back < 1 ? y - 1 : y;
  const month = m - back < 1 ? 12 : m - back;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const ym = `${year}-${String(month).padStart(2, '0')}`;
  return [`${ym}-01`, `${ym}-${String(days).padStart(2, '0')}`];
}

/** The report's filters live in the address, so a reload, a bookmark or a shared link keeps them. */
function useReportFilters() {
  const [params, setParams] = useSearchParams();
  const get = (k: string) => params.get(k) ?? undefined;
  const date = (k: string) => {
    const v = get(k);
    return v && isoDate.test(v) ? v : undefined;
  };
  const status = get('status');
  const sortBy = get('sort');
  const positive = (k: string, fallback: number) => {
    const n = Number(get(k));
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  const size = positive('size', DEFAULT_PAGE_SIZE);
  const filters = {
    from: date('from'),
    to: date('to'),
    /** `?period=all`: every date. With no period in the address the report shows this month. */
    allDates: get('period') === 'all',
    status: PAYMENT_STATUS_VALUES.includes(status as PaymentStatus)
      ? (status as PaymentStatus)
      : undefined,
    member: get('member') ?? '',
    sortBy: SORT_KEYS.includes(sortBy as SortKey) ? (sortBy as SortKey) : 'createdAt',
    sortDir: get('dir') === 'asc' ? ('asc' as const) : ('desc' as const),
    pageIndex: positive('page', 1) - 1,
    pageSize: PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
  /** Sets some filters (undefined or '' removes one); any change but the page goes back to page 1. */
  const update = (changes: Record<string, string | number | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (!('page' in changes)) next.delete('page');
        for (const [k, v] of Object.entries(changes)) {
          if (v === undefined || v === '') next.delete(k);
          else next.set(k, String(v));
        }
        return next;
      },
      { replace: true },
    );
  return { filters, update };
}

/** admin/report/payment ("Payment Report"): payments by period, status and member, with totals. */
export default function PaymentReportPage() {
  const { t } = useTranslation();
  usePageTitle(t('reports:payment.title'));
  const fmt = useClubFormat();
  const lang = useLanguage();
  const { filters, update } = useReportFilters();
  const [member, setMember] = useState(filters.member);
  const [memberQuery] = useDebouncedValue(member.trim(), 300);
  useEffect(() => {
    if (memberQuery !== filters.member) update({ member: memberQuery });
    // Only the typed text drives this; the address follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [memberQuery]);
  const { pageIndex, pageSize } = filters;
  // The report opens on this month, as the office reads it and as the dashboard counts it; a
  // report over every date is one click away ("All dates") and counts every payment there is.
  const thisMonth = clubMonth(fmt.today(), 0);
  const [from, to] =
    filters.from || filters.to
      ? [filters.from, filters.to ?? filters.from]
      : filters.allDates
        ? [undefined, undefined]
        : thisMonth;
  const period: [string | null, string | null] = [from ?? null, to ?? null];
  const lastMonth = clubMonth(fmt.today(), 1);
  const isPeriod = ([first, last]: [string, string]) => from === first && to === last;
  const sort: DataTableSortStatus<PaymentReportRow> = {
    columnAccessor: filters.sortBy === 'member' ? 'memberCode' : filters.sortBy,
    direction: filters.sortDir,
  };
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
    { label: t('reports:payment.allDates'), active: filters.allDates, changes: { period: 'all' } },
  ];

  const query: PaymentReportQuery = {
    from,
    to,
    status: filters.status,
    member: filters.member || undefined,
    sortBy: filters.sortBy,
    sortDir: filters.sortDir,
    pageIndex,
    pageSize,
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
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
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
              update(
                first
                  ? { from: first, to: last, period: undefined }
                  : { from: undefined, to: undefined, period: 'all' },
              );
            }}
            // The placeholder is text in a button here: it must meet the text contrast ratio.
            styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          />
          <Select
            label={t('reports:payment.status')}
            placeholder={t('reports:payment.allStatuses')}
            clearable
            clearButtonProps={clearLabel(t('reports:payment.status'))}
            data={PAYMENT_STATUS_VALUES.map((s) => ({
              value: s,
              label: t(PAYMENT_STATUS_KEYS[s]),
            }))}
            value={filters.status ?? null}
            onChange={(v) => update({ status: v ?? undefined })}
          />
          <TextInput
            label={t('reports:payment.member')}
            placeholder={t('reports:payment.memberPlaceholder')}
            value={member}
            onChange={(e) => setMember(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Group gap="xs" mt="sm">
          {periods.map((p) => (
            <Button
              key={p.label}
              size="xs"
              variant={p.active ? 'filled' : 'light'}
              aria-pressed={p.active}
              onClick={() =>
                update({ from: undefined, to: undefined, period: undefined, ...p.changes })
              }
            >
              {p.label}
            </Button>
          ))}
          <Button
            size="xs"
            variant="subtle"
            onClick={() => {
              setMember('');
              update({
                from: undefined,
                to: undefined,
                period: undefined,
                status: undefined,
                member: undefined,
              });
            }}
          >
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
                styles={{ root: { color: READABLE_TEXT[PAYMENT_STATUS_COLOR[s.status]] } }}
              >
                {t(PAYMENT_STATUS_KEYS[s.status])}: {fmt.count(s.count)} ·{' '}
                {fmt.money(s.amount, data.currency)}
              </Badge>
            ))}
        </Group>
      )}

      <DataTable<PaymentReportRow>
        aria-label={t('reports:payment.tableLabel')}
        withTableBorder
        striped
        minHeight={200}
        fetching={report.isFetching}
        records={data?.items ?? []}
        idAccessor="id"
        noRecordsText={t('reports:payment.empty')}
        totalRecords={data?.total ?? 0}
        recordsPerPage={pageSize}
        page={pageIndex + 1}
        onPageChange={(p) => update({ page: p === 1 ? undefined : p })}
        recordsPerPageOptions={PAGE_SIZES}
        onRecordsPerPageChange={(n) => update({ size: n === PAGE_SIZES[0] ? undefined : n })}
        sortStatus={sort}
        onSortStatusChange={(s) =>
          update({
            sort: s.columnAccessor === 'memberCode' ? 'member' : s.columnAccessor,
            dir: s.direction,
          })
        }
        columns={[
          {
            accessor: 'createdAt',
            title: t('payments:date'),
            sortable: true,
            render: (p) => fmt.dateTime(p.createdAt),
          },
          {
            accessor: 'memberCode',
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
