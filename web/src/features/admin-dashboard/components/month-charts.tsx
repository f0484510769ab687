import type { AdminDashboard } from '@club/contracts';
import { BarChart } from '@mantine/charts';
import { Card, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ORDER_OUTLET_KEYS } from '../../fnb';
import { useClubFormat } from '../../settings';

interface DayChartProps {
  title: string;
  /** The month's total in words (the chart's text for those who do not see it). */
  total: string;
  testId: string;
  data: { day: string; value: number }[];
  series: { name: string; label: string; color: string };
  /** Amounts: written as money, without the axis of figures. */
  valueFormatter?: (value: number) => string;
}

/** A chart of the month's days (a bar a day) with its total above it. */
function DayChart({ title, total, testId, data, series, valueFormatter }: DayChartProps) {
  return (
    <Card withBorder padding="lg" h="100%">
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="xs" data-testid={testId}>
        {total}
      </Text>
      <div role="img" aria-label={total}>
        <BarChart
          h={200}
          data={data}
          dataKey="day"
          series={[series]}
          valueFormatter={valueFormatter}
          withTooltip={false}
          withYAxis={!valueFormatter}
          tickLine="y"
        />
      </div>
    </Card>
  );
}

/** The month's charts: food orders by outlet, room nights by night, payments captured by day. */
export function MonthCharts({ data, month }: { data: AdminDashboard; month: string }) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const c = data.charts;
  const outlets = c.ordersByOutlet.map((o) => ({
    label: t(ORDER_OUTLET_KEYS[o.outlet]),
    count: o.count,
    amount: o.amount,
  }));
  const dayOf = (d: string) => String(Number(d.slice(8)));
  const nights = c.roomNights.map((d) => ({ day: dayOf(d.day), value: d.value }));
  const paid = c.payments.map((d) => ({ day: dayOf(d.day), value: d.value }));
  const nightTotal = c.roomNights.reduce((n, d) => n + d.value, 0);
  const paidTotal = c.payments.reduce((n, d) => n + d.value, 0);
  const money = (v: number) => fmt.money(v, data.currency);
  const days: DayChartProps[] = [
    {
      title: t('admin-dashboard:charts.roomNights'),
      total: t('admin-dashboard:charts.roomNightsTotal', { count: nightTotal }),
      testId: 'room-nights-total',
      data: nights,
      series: { name: 'value', label: t('admin-dashboard:charts.rooms'), color: 'teal.7' },
    },
    {
      title: t('admin-dashboard:charts.payments'),
      total: t('admin-dashboard:charts.paymentsTotal', { amount: money(paidTotal) }),
      testId: 'payments-total',
      data: paid,
      series: { name: 'value', label: t('admin-dashboard:charts.amount'), color: 'green.7' },
      valueFormatter: money,
    },
  ];
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('admin-dashboard:charts.title', { month })}
      </Title>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Card withBorder padding="lg" h="100%">
            <Title order={3} size="h5" mb="xs">
              {t('admin-dashboard:charts.ordersByOutlet')}
            </Title>
            <div
              role="img"
              aria-label={outlets
                .map((o) =>
                  t('admin-dashboard:charts.ordersSummary', {
                    outlet: o.label,
                    count: o.count,
                    amount: money(o.amount),
                  }),
                )
                .join('; ')}
            >
              <BarChart
                h={200}
                data={outlets}
                dataKey="label"
                series={[
                  { name: 'count', label: t('admin-dashboard:charts.orders'), color: 'blue.6' },
                ]}
                withTooltip={false}
                withBarValueLabel
                tickLine="y"
              />
            </div>
          </Card>
        </Grid.Col>
        {days.map((d) => (
          <Grid.Col key={d.testId} span={{ base: 12, lg: 4 }}>
            <DayChart {...d} />
          </Grid.Col>
        ))}
      </Grid>
    </Stack>
  );
}
