import '@mantine/charts/styles.css';
import { BarChart, DonutChart } from '@mantine/charts';
import { Anchor, Card, Grid, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileImport, IconReportMoney } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClubFormat, usePageTitle } from '../../settings';
import { isMemberStatus, MEMBER_STATUS_KEYS } from '../../members';
import { PAYMENT_STATUS_COLOR, PAYMENT_STATUS_KEYS, PaymentStatusBadge } from '../../payments';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { MEMBERSHIP_TYPES, type MembershipType } from '@club/contracts';
import { keyMap } from '../../../lib/i18n';
import { PATHS } from '../../../app/paths';
import { useReadableText } from '../../../components/status-badge';
import { BackupCard } from '../components/backup-card';
import { MonthCharts } from '../components/month-charts';
import { OfficeCards } from '../components/office-cards';

/** The text of each membership type the dashboard counts. */
const TYPE_KEYS = keyMap('admin-dashboard:types.', MEMBERSHIP_TYPES);
const isMembershipType = (type: string): type is MembershipType =>
  (MEMBERSHIP_TYPES as readonly string[]).includes(type);

const MANTINE_SHADE: Record<string, string> = {
  blue: 'blue.6',
  cyan: 'cyan.6',
  green: 'green.7',
  red: 'red.7',
  gray: 'gray.6',
};

/** A card of the members counted one way (by status, by type): a bar a kind. */
function MemberBars({
  title,
  note,
  bars,
  color,
}: {
  title: string;
  note?: string;
  bars: { label: string; count: number }[];
  color: string;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb={note ? undefined : 'sm'}>
        {title}
      </Title>
      {note && (
        <Text size="sm" c="dimmed" mb="sm">
          {note}
        </Text>
      )}
      <div role="img" aria-label={bars.map((s) => `${s.label}: ${s.count}`).join(', ')}>
        <BarChart
          h={220}
          data={bars}
          dataKey="label"
          series={[{ name: 'count', label: t('admin-dashboard:members'), color }]}
          withTooltip={false}
          withBarValueLabel
          tickLine="y"
        />
      </div>
    </Card>
  );
}

/** admin/dashboard: the admin's landing screen (what waits for the office, the last backup, this
 * month's payments, members, the latest import, the month's charts). */
export default function AdminDashboardPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin-dashboard:title'));
  const fmt = useClubFormat();
  const readable = useReadableText();
  const { data, isPending } = useAdminDashboard();

  const monthLabel = data ? fmt.month(data.month) : '';

  if (isPending || !data) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('admin-dashboard:title')}</Title>
        <Skeleton h={320} />
      </Stack>
    );
  }

  const payments = data.paymentsByStatus;
  const paymentCount = payments.reduce((n, s) => n + s.count, 0);
  const captured = payments.find((s) => s.status === 'captured');
  const donut = payments
    .filter((s) => s.count > 0)
    .map((s) => ({
      name: t(PAYMENT_STATUS_KEYS[s.status]),
      value: s.count,
      color: MANTINE_SHADE[PAYMENT_STATUS_COLOR[s.status]] ?? 'gray.6',
    }));
  const byStatus = data.members.byStatus.map((s) => ({
    label: isMemberStatus(s.status) ? t(MEMBER_STATUS_KEYS[s.status]) : s.status,
    count: s.count,
  }));
  const byType = data.members.byType.map((s) => ({
    label: isMembershipType(s.type) ? t(TYPE_KEYS[s.type]) : s.type,
    count: s.count,
  }));
  const imp = data.latestImport;
  const members = [
    {
      title: t('admin-dashboard:membersByStatus'),
      note: t('admin-dashboard:membersTotal', { count: data.members.total }),
      bars: byStatus,
      color: 'blue.6',
    },
    { title: t('admin-dashboard:membersByType'), bars: byType, color: 'teal.7' },
  ];

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('admin-dashboard:title')}</Title>
        <Text c="dimmed">{t('admin-dashboard:intro', { month: monthLabel })}</Text>
      </div>

      <OfficeCards data={data} />

      <BackupCard data={data} />

      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Card withBorder padding="lg" h="100%">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h4">
                {t('admin-dashboard:paymentsTitle', { month: monthLabel })}
              </Title>
              <Anchor component={Link} to={PATHS.paymentReport} size="sm">
                <Group gap={4}>
                  <IconReportMoney size={16} />
                  {t('admin-dashboard:openReport')}
                </Group>
              </Anchor>
            </Group>
            <Text size="sm" c="dimmed">
              {t('admin-dashboard:capturedThisMonth')}
            </Text>
            <Text size="xl" fw={700} c={readable('green')} data-testid="captured-this-month">
              {fmt.money(captured?.amount ?? 0, data.currency)}
            </Text>
            <Group align="center" gap="xl" mt="md" wrap="wrap">
              {paymentCount > 0 ? (
                <div role="img" aria-label={t('admin-dashboard:paymentsChart')}>
                  <DonutChart
                    data={donut}
                    size={160}
                    thickness={26}
                    withTooltip={false}
                    chartLabel={paymentCount}
                  />
                </div>
              ) : (
                <Text c="dimmed">{t('admin-dashboard:noPayments')}</Text>
              )}
              <Table
                withRowBorders={false}
                w="auto"
                aria-label={t('admin-dashboard:paymentsTable')}
              >
                <Table.Tbody>
                  {payments.map((s) => (
                    <Table.Tr key={s.status}>
                      <Table.Td>
                        <PaymentStatusBadge status={s.status} />
                      </Table.Td>
                      <Table.Td ta="right">{s.count}</Table.Td>
                      <Table.Td ta="right">{fmt.money(s.amount, data.currency)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Group>
          </Card>
        </Grid.Col>

        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Card withBorder padding="lg" h="100%">
            <Title order={2} size="h4" mb="sm">
              {t('admin-dashboard:latestImport')}
            </Title>
            {imp ? (
              <Stack gap={6} data-testid="latest-import">
                <Group gap="xs">
                  <IconFileImport size={18} />
                  <Text fw={600} style={{ wordBreak: 'break-all' }}>
                    {imp.fileName}
                  </Text>
                </Group>
                <Text size="sm">
                  {t('admin-dashboard:importPeriod', { period: fmt.month(imp.period) })}
                </Text>
                <Text size="sm">{t('admin-dashboard:importRows', { count: imp.rowCount })}</Text>
                <Text size="sm" c="dimmed">
                  {t('admin-dashboard:importedBy', {
                    name: imp.importedBy,
                    when: fmt.dateTime(imp.importedAt),
                  })}
                </Text>
              </Stack>
            ) : (
              <Text c="dimmed">{t('admin-dashboard:noImport')}</Text>
            )}
          </Card>
        </Grid.Col>

        {members.map((m) => (
          <Grid.Col key={m.title} span={{ base: 12, lg: 6 }}>
            <MemberBars {...m} />
          </Grid.Col>
        ))}
      </Grid>

      <MonthCharts data={data} month={monthLabel} />
    </Stack>
  );
}
