import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import { ANALYTICS_CHARTS, ANALYTICS_MAX_DAYS, ANALYTICS_PRESETS } from '@club/contracts/core';
import { Button, Card, Grid, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DatePickerInput } from '../../../components/date-picker-input';
import { FilterBar } from '../../../components/filter-bar';
import { ISO_DAY } from '../../../components/list-kit';
import { notifyError } from '../../../lib/notify';
import { useClubFormat, usePageTitle } from '../../settings';
import type { AnalyticsRange } from '../api/keys';
import { ChartCard } from '../components/chart-card';
import { PRESET_KEYS } from '../components/labels';
import { presetRange, yearBefore } from '../presets';

const DAY_MS = 86_400_000;
const days = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/**
 * dashboards/analytic ("Analytics", admins): the club's charts over a range of club dates
 * (last month unless the address says otherwise), each beside the year before when asked;
 * the range and the comparison live in the address, so a link or a reload keeps them.
 */
export default function AnalyticsPage() {
  const { t } = useTranslation();
  usePageTitle(t('analytics:title'));
  const fmt = useClubFormat();
  const [params, setParams] = useSearchParams();
  const today = fmt.today();
  const [defaultFrom, defaultTo] = presetRange('lastMonth', today);
  const from = ISO_DAY.test(params.get('from') ?? '') ? params.get('from')! : defaultFrom;
  const to =
    ISO_DAY.test(params.get('to') ?? '') && params.get('to')! >= from
      ? params.get('to')!
      : from === defaultFrom
        ? defaultTo
        : from;
  const range: AnalyticsRange = { from, to, compare: params.get('compare') === 'previousYear' };

  const setRange = (next: Partial<AnalyticsRange>) => {
    const r = { ...range, ...next };
    if (days(r.from, r.to) > ANALYTICS_MAX_DAYS) {
      notifyError(new Error(t('validation.analyticsRange')));
      return;
    }
    const p = new URLSearchParams(params);
    p.set('from', r.from);
    p.set('to', r.to);
    if (r.compare) p.set('compare', 'previousYear');
    else p.delete('compare');
    setParams(p, { replace: true });
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('analytics:title')}</Title>
        <Text c="dimmed">{t('analytics:intro')}</Text>
      </div>
      <Card withBorder padding="md">
        <FilterBar>
          <DatePickerInput
            type="range"
            allowSingleDateInRange
            label={t('analytics:range')}
            placeholder={t('analytics:rangePlaceholder')}
            leftSection={<IconCalendar size={16} />}
            value={[from, to]}
            onChange={(v) => {
              const [a, b] = (v as [string | null, string | null]).map((d) =>
                d ? d.slice(0, 10) : null,
              );
              if (a && b) setRange({ from: a, to: b });
            }}
          />
          <Switch
            label={t('analytics:compare')}
            checked={range.compare}
            onChange={(e) => setRange({ compare: e.currentTarget.checked })}
            mt="md"
          />
        </FilterBar>
        <Group gap="xs" mt="sm" role="group" aria-label={t('analytics:presetsLabel')}>
          {ANALYTICS_PRESETS.map((preset) => {
            const [a, b] = presetRange(preset, today);
            const active = a === from && b === to;
            return (
              <Button
                key={preset}
                size="xs"
                variant={active ? 'filled' : 'light'}
                aria-pressed={active}
                onClick={() => setRange({ from: a, to: b })}
              >
                {t(PRESET_KEYS[preset])}
              </Button>
            );
          })}
        </Group>
        <Text size="sm" mt="sm" data-testid="analytics-range">
          {range.compare
            ? t('analytics:shownCompared', {
                from: fmt.date(from),
                to: fmt.date(to),
                previousFrom: fmt.date(yearBefore(from)),
                previousTo: fmt.date(yearBefore(to)),
              })
            : t('analytics:shown', { from: fmt.date(from), to: fmt.date(to) })}
        </Text>
      </Card>
      <Grid gutter="lg">
        {ANALYTICS_CHARTS.map((chart) => (
          <Grid.Col key={chart} span={{ base: 12, lg: 6 }}>
            <ChartCard chart={chart} range={range} />
          </Grid.Col>
        ))}
      </Grid>
    </Stack>
  );
}
