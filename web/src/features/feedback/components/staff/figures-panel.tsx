import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { FeedbackCategory } from '@club/contracts';
import {
  Card,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableScroll } from '../../../../components/table-scroll';
import { useClubFormat } from '../../../settings';
import { useFigures } from '../../api/staff/get-figures';
import { chartRows, monthBefore, type Measure } from './figures';
import { CATEGORY_KEYS } from './labels';

const PERIODS = {
  '3': 'feedback-admin:figures.months3',
  '6': 'feedback-admin:figures.months6',
  '12': 'feedback-admin:figures.months12',
} as const;
type Period = keyof typeof PERIODS;
const MEASURES = {
  firstReply: 'feedback-admin:figures.firstReply',
  resolution: 'feedback-admin:figures.resolution',
  rating: 'feedback-admin:figures.rating',
} as const satisfies Record<Measure, string>;
const COLORS: Record<FeedbackCategory, string> = {
  fnb: 'orange.7',
  bar: 'grape.7',
  events: 'blue.7',
  chambers: 'teal.7',
  banquets: 'pink.7',
  sports: 'green.7',
  facilities: 'cyan.8',
  general: 'gray.7',
};

/**
 * The feedback's figures by category and month over the last months: a chart of one measure
 * (median first reply or resolution in office hours, or the answers' rating) and the table of
 * them all (count, medians, rating, overdue).
 */
export function FiguresPanel() {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const [period, setPeriod] = useState<Period>('6');
  const [measure, setMeasure] = useState<Measure>('firstReply');
  const today = fmt.today();
  const query = { from: monthBefore(today, Number(period) - 1), to: monthBefore(today, 0) };
  const { data } = useFigures(query);
  const items = data?.items ?? [];
  const decimal = useMemo(
    () => new Intl.NumberFormat(fmt.locale, { maximumFractionDigits: 1 }),
    [fmt.locale],
  );
  const duration = (minutes: number | null) =>
    minutes === null
      ? t('feedback-admin:figures.none')
      : minutes < 60
        ? t('feedback-admin:figures.minutes', { minutes: fmt.count(minutes) })
        : t('feedback-admin:figures.hours', { hours: decimal.format(minutes / 60) });
  const chart = chartRows(items, measure);
  const measureLabel = t(MEASURES[measure]);
  const measureId = useId();

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {t('feedback-admin:figures.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('feedback-admin:figures.intro')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('feedback-admin:figures.period')}
          data={Object.entries(PERIODS).map(([value, key]) => ({ value, label: t(key) }))}
          value={period}
          onChange={(v) => v && setPeriod(v as Period)}
          allowDeselect={false}
        />
        <div>
          <Text size="sm" fw={500} id={measureId} mb={2}>
            {t('feedback-admin:figures.measure')}
          </Text>
          <SegmentedControl
            aria-labelledby={measureId}
            fullWidth
            data={Object.entries(MEASURES).map(([value, key]) => ({ value, label: t(key) }))}
            value={measure}
            onChange={(v) => setMeasure(v as Measure)}
          />
        </div>
      </SimpleGrid>
      {items.length === 0 ? (
        <Text c="dimmed">{t('feedback-admin:figures.empty')}</Text>
      ) : (
        <>
          <Card withBorder padding="md">
            <div
              role="img"
              aria-label={t('feedback-admin:figures.chartLabel', { measure: measureLabel })}
            >
              <BarChart
                h={260}
                data={chart.rows.map((row, i) => ({ ...row, month: fmt.month(chart.months[i]!) }))}
                dataKey="month"
                series={chart.categories.map((c) => ({
                  name: c,
                  label: t(CATEGORY_KEYS[c]),
                  color: COLORS[c],
                }))}
                withLegend
                tickLine="y"
                unit={
                  measure === 'rating' ? undefined : ` ${t('feedback-admin:figures.hoursUnit')}`
                }
                valueFormatter={(v) => decimal.format(v)}
              />
            </div>
          </Card>
          <TableScroll minWidth={720} label={t('feedback-admin:figures.tableLabel')}>
            <Table striped withTableBorder aria-label={t('feedback-admin:figures.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('feedback-admin:figures.month')}</Table.Th>
                  <Table.Th>{t('feedback-admin:figures.category')}</Table.Th>
                  <Table.Th ta="right">{t('feedback-admin:figures.count')}</Table.Th>
                  <Table.Th ta="right">{t('feedback-admin:figures.firstReply')}</Table.Th>
                  <Table.Th ta="right">{t('feedback-admin:figures.resolution')}</Table.Th>
                  <Table.Th ta="right">{t('feedback-admin:figures.rating')}</Table.Th>
                  <Table.Th ta="right">{t('feedback-admin:figures.overdue')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((f) => (
                  <Table.Tr key={`${f.month}-${f.category}`}>
                    <Table.Td>{fmt.month(f.month)}</Table.Td>
                    <Table.Td>{t(CATEGORY_KEYS[f.category])}</Table.Td>
                    <Table.Td ta="right">{fmt.count(f.count)}</Table.Td>
                    <Table.Td ta="right">{duration(f.medianFirstReplyMinutes)}</Table.Td>
                    <Table.Td ta="right">{duration(f.medianResolutionMinutes)}</Table.Td>
                    <Table.Td ta="right">
                      {f.averageAnswerRating === null
                        ? t('feedback-admin:figures.none')
                        : decimal.format(f.averageAnswerRating)}
                    </Table.Td>
                    <Table.Td ta="right">{fmt.count(f.overdue)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </>
      )}
    </Stack>
  );
}
