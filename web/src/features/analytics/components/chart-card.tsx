import type { AnalyticsChart, AnalyticsMeasureKind, AnalyticsResponse } from '@club/contracts';
import { ANALYTICS_SPECS, LANGUAGE_LOCALES } from '@club/contracts/core';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';
import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconChartBar, IconDownload, IconTable } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { QueryStates } from '../../../components/query-states';
import { TableScroll } from '../../../components/table-scroll';
import { useLanguage } from '../../../lib/use-language';
import { useClubFormat } from '../../settings';
import { analyticsCsvUrl, useAnalyticsChart } from '../api/get-analytics-chart';
import type { AnalyticsRange } from '../api/keys';
import { chartData, isEmptyChart } from './chart-data';
import {
  CHART_NOTE_KEYS,
  CHART_TITLE_KEYS,
  FIRST_COLUMN_KEYS,
  GROUP_COLUMN_KEYS,
  MEASURE_KEYS,
  STREAM_KEYS,
} from './labels';

type Measure = { key: string; kind: AnalyticsMeasureKind };

/** A measure's value as the reader reads it: money, a count, a percentage, minutes, a rating. */
function useValueText(currency: string) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const locale = LANGUAGE_LOCALES[useLanguage()];
  const decimals = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return (kind: AnalyticsMeasureKind, v: number) => {
    switch (kind) {
      case 'money':
        return fmt.money(v, currency);
      case 'percent':
        return fmt.percent(Math.round(v * 100));
      case 'minutes':
        return t('analytics:minutes', { value: fmt.count(v) });
      case 'rating':
        return decimals.format(v);
      default:
        return fmt.count(v);
    }
  };
}

/** One chart's drawing, its figures in words beside it for those who do not see it. */
function ChartBody({ view, title }: { view: AnalyticsResponse; title: string }) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const [table, setTable] = useState(false);
  const tableId = useId();
  const lang = useLanguage();
  const spec = ANALYTICS_SPECS[view.chart];
  const measures = spec.measures as readonly Measure[];
  const text = useValueText(view.currency);
  const measureLabel = (k: string) => t(MEASURE_KEYS[k as keyof typeof MEASURE_KEYS] ?? k);
  const groupLabel = (g: string) =>
    view.chart === 'revenue' ? t(STREAM_KEYS[g as keyof typeof STREAM_KEYS] ?? g) : g;
  const rowLabel = (r: AnalyticsResponse['rows'][number]) =>
    spec.byMonth
      ? fmt.month(r.key)
      : view.chart === 'ratings'
        ? t('analytics:stars', { value: r.key })
        : r.label;
  const drawn = chartData(view, {
    row: rowLabel,
    measure: measureLabel,
    group: groupLabel,
    yearBefore: (label) => t('analytics:yearBefore', { label }),
  });
  const plotKind = measures.find((m) => m.key === drawn.plotted[0])?.kind ?? 'count';
  const format = (v: number) => text(plotKind, v);
  const summary = measures
    .map((m) =>
      view.previousTotals
        ? t('analytics:summaryCompared', {
            measure: measureLabel(m.key),
            value: text(m.kind, view.totals[m.key] ?? 0),
            previous: text(m.kind, view.previousTotals[m.key] ?? 0),
          })
        : t('analytics:summary', {
            measure: measureLabel(m.key),
            value: text(m.kind, view.totals[m.key] ?? 0),
          }),
    )
    .join(' · ');
  const groupColumn = GROUP_COLUMN_KEYS[view.chart];
  const compared = view.previousTotals !== null;

  let chart;
  if (view.chart === 'ratings' && !compared) {
    chart = (
      <DonutChart
        h={200}
        mx="auto"
        withLabelsLine
        withLabels
        tooltipDataSource="segment"
        data={view.rows.map((r, i) => ({
          name: rowLabel(r),
          value: r.values.count ?? 0,
          color: ['red.7', 'orange.6', 'yellow.6', 'lime.7', 'green.7'][i] ?? 'gray.6',
        }))}
      />
    );
  } else if ((view.chart === 'occupancy' || view.chart === 'feedback') && drawn.data.length > 2) {
    chart = (
      <LineChart
        h={220}
        data={drawn.data}
        dataKey="label"
        series={drawn.series}
        valueFormatter={format}
        withLegend
        curveType="linear"
        yAxisProps={{ allowDecimals: plotKind !== 'count' }}
      />
    );
  } else {
    chart = (
      <BarChart
        h={view.chart === 'events' || view.chart === 'top-items' ? 260 : 220}
        data={drawn.data}
        dataKey="label"
        series={drawn.series}
        valueFormatter={format}
        withLegend
        type={spec.grouped && !compared ? 'stacked' : 'default'}
        withYAxis={plotKind !== 'money'}
        yAxisProps={{ allowDecimals: plotKind !== 'count' }}
      />
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm" data-testid={`analytics-summary-${view.chart}`}>
        {summary}
      </Text>
      <div role="img" aria-label={`${title}: ${summary}`}>
        {chart}
      </div>
      <Group gap="xs">
        <Button
          component="a"
          href={analyticsCsvUrl(
            view.chart,
            { from: view.from, to: view.to, compare: compared },
            lang,
          )}
          download
          size="xs"
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          aria-label={t('analytics:downloadCsvOf', { chart: title })}
        >
          {t('analytics:downloadCsv')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconTable size={16} aria-hidden />}
          aria-expanded={table}
          aria-controls={tableId}
          onClick={() => setTable((v) => !v)}
        >
          {table ? t('analytics:hideTable') : t('analytics:showTable')}
        </Button>
      </Group>
      <div id={tableId} hidden={!table}>
        {table && (
          <TableScroll minWidth={480} label={t('analytics:tableOf', { chart: title })}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(FIRST_COLUMN_KEYS[view.chart])}</Table.Th>
                  {groupColumn && <Table.Th>{t(groupColumn)}</Table.Th>}
                  {measures.map((m) => (
                    <Table.Th key={m.key}>{measureLabel(m.key)}</Table.Th>
                  ))}
                  {compared &&
                    measures.map((m) => (
                      <Table.Th key={`p-${m.key}`}>
                        {t('analytics:yearBefore', { label: measureLabel(m.key) })}
                      </Table.Th>
                    ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {view.rows.map((r) => (
                  <Table.Tr key={`${r.key}-${r.group}`}>
                    <Table.Td>{rowLabel(r)}</Table.Td>
                    {groupColumn && <Table.Td>{groupLabel(r.group)}</Table.Td>}
                    {measures.map((m) => (
                      <Table.Td key={m.key}>{text(m.kind, r.values[m.key] ?? 0)}</Table.Td>
                    ))}
                    {compared &&
                      measures.map((m) => (
                        <Table.Td key={`p-${m.key}`}>
                          {text(m.kind, r.previous?.[m.key] ?? 0)}
                        </Table.Td>
                      ))}
                  </Table.Tr>
                ))}
                <Table.Tr fw={700}>
                  <Table.Td>{t('analytics:total')}</Table.Td>
                  {groupColumn && <Table.Td />}
                  {measures.map((m) => (
                    <Table.Td key={m.key}>{text(m.kind, view.totals[m.key] ?? 0)}</Table.Td>
                  ))}
                  {compared &&
                    measures.map((m) => (
                      <Table.Td key={`p-${m.key}`}>
                        {text(m.kind, view.previousTotals?.[m.key] ?? 0)}
                      </Table.Td>
                    ))}
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </div>
    </Stack>
  );
}

/** One chart of the analytics in its card: title, note, chart, CSV and table; empty when nothing. */
export function ChartCard({ chart, range }: { chart: AnalyticsChart; range: AnalyticsRange }) {
  const { t } = useTranslation();
  const query = useAnalyticsChart(chart, range);
  const title = t(CHART_TITLE_KEYS[chart]);
  const headingId = useId();
  return (
    <Card withBorder padding="lg" h="100%" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t(CHART_NOTE_KEYS[chart])}
      </Text>
      <QueryStates
        query={query}
        errorTitle={t('analytics:loadFailed')}
        loadingLabel={t('analytics:loading')}
        skeletons={1}
        skeletonHeight={220}
        isEmpty={!!query.data && isEmptyChart(query.data)}
        empty={
          <EmptyState
            icon={<IconChartBar size={22} aria-hidden />}
            title={t('analytics:empty')}
            hint={t('analytics:emptyHint')}
          />
        }
      >
        {query.data && <ChartBody view={query.data} title={title} />}
      </QueryStates>
    </Card>
  );
}
