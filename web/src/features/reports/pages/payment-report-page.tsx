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
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalendar, IconDownload } from '@tabler/icons-react';
import type { DataTableSortStatus } from 'mantine-datatable';
import { DataTable } from '../../../components/data-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClubFormat, usePageTitle } from '../../settings';
import {
  PAYMENT_STATUS_COLOR,
  PAYMENT_STATUS_KEYS,
  PaymentStatusBadge,
  READABLE_TEXT,
} from '../../payments';
import { paymentReportCsvUrl, usePaymentReport } from '../api/get-payment-report';

const PAGE_SIZES = [20, 50, 100];
type SortKey = NonNullable<PaymentReportQuery['sortBy']>;

/** Columns shown from the small breakpoint up (phones see date, member, amount, status). */
const wide = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;

const toIsoDate = (d: string | null) => (d ? d.slice(0, 10) : undefined);

/** admin/report/payment ("Payment Report"): payments by period, status and member, with totals. */
export default function PaymentReportPage() {
  const { t } = useTranslation();
  usePageTitle(t('reports:payment.title'));
  const fmt = useClubFormat();
  const [period, setPeriod] = useState<[string | null, string | null]>([null, null]);
  const [status, setStatus] = useState<PaymentStatus | null>(null);
  const [member, setMember] = useState('');
  const [memberQuery] = useDebouncedValue(member.trim(), 300);
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const [sort, setSort] = useState<DataTableSortStatus<PaymentReportRow>>({
    columnAccessor: 'createdAt',
    direction: 'desc',
  });

  const query: PaymentReportQuery = {
    from: toIsoDate(period[0]),
    to: toIsoDate(period[1] ?? period[0]),
    status: status ?? undefined,
    member: memberQuery || undefined,
    sortBy: (sort.columnAccessor === 'memberCode' ? 'member' : sort.columnAccessor) as SortKey,
    sortDir: sort.direction,
    pageIndex,
    pageSize,
  };
  const report = usePaymentReport(query);
  const data = report.data;
  const reset = () => setPageIndex(0);

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
            label={t('reports:payment.period')}
            placeholder={t('reports:payment.periodPlaceholder')}
            leftSection={<IconCalendar size={16} />}
            value={period}
            onChange={(v) => {
              setPeriod(v as [string | null, string | null]);
              reset();
            }}
            valueFormat="DD MMM YYYY"
            // The placeholder is text in a button here: it must meet the text contrast ratio.
            styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          />
          <Select
            label={t('reports:payment.status')}
            placeholder={t('reports:payment.allStatuses')}
            clearable
            data={PAYMENT_STATUS_VALUES.map((s) => ({
              value: s,
              label: t(PAYMENT_STATUS_KEYS[s]),
            }))}
            value={status}
            onChange={(v) => {
              setStatus(v as PaymentStatus | null);
              reset();
            }}
          />
          <TextInput
            label={t('reports:payment.member')}
            placeholder={t('reports:payment.memberPlaceholder')}
            value={member}
            onChange={(e) => {
              setMember(e.currentTarget.value);
              reset();
            }}
          />
        </SimpleGrid>
      </Card>

      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Card withBorder padding="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t('reports:payment.count')}
          </Text>
          <Text size="xl" fw={700} data-testid="total-count">
            {data?.totals.count ?? '…'}
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
                {t(PAYMENT_STATUS_KEYS[s.status])}: {s.count} · {fmt.money(s.amount, data.currency)}
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
        onPageChange={(p) => setPageIndex(p - 1)}
        recordsPerPageOptions={PAGE_SIZES}
        onRecordsPerPageChange={(n) => {
          setPageSize(n);
          reset();
        }}
        sortStatus={sort}
        onSortStatusChange={(s) => {
          setSort(s);
          reset();
        }}
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
