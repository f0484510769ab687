import {
  ANALYTICS_REVENUE_STREAMS,
  ANALYTICS_SPECS,
  type AnalyticsChart,
  type AnalyticsResponse,
  type AnalyticsRow,
} from '@club/contracts';
import type { RawRow } from './chart-queries.ts';
import { monthsOf, type Period } from './range.ts';

type Values = Record<string, number>;

const valuesOf = (chart: AnalyticsChart, r: RawRow | undefined): Values =>
  Object.fromEntries(ANALYTICS_SPECS[chart].measures.map((m) => [m.key, Number(r?.[m.key] ?? 0)]));

/**
 * The answer of a chart from its statement's rows: the asked period's rows (for a chart by
 * month, every month of the range, the groups each month knows, zero where nothing happened),
 * each with the same row a year earlier beside it when compared, and the periods' totals.
 */
export function chartView(
  chart: AnalyticsChart,
  periods: Period[],
  raw: RawRow[],
  currency: string,
): AnalyticsResponse {
  const spec = ANALYTICS_SPECS[chart];
  const compared = periods.length > 1;
  const current = raw.filter((r) => r.period === 'current' && r.key !== null);
  const previous = raw.filter((r) => r.period === 'previous' && r.key !== null);
  const id = (key: string, group: string) => `${key}\u0001${group}`;
  const earlier = new Map(previous.map((r) => [id(r.key!, r.grp ?? ''), r]));
  const now = new Map(current.map((r) => [id(r.key!, r.grp ?? ''), r]));

  let keys: { key: string; label: string; group: string }[];
  if (spec.byMonth) {
    const groups = spec.grouped
      ? chart === 'revenue'
        ? [...ANALYTICS_REVENUE_STREAMS]
        : [...new Set([...current, ...previous].map((r) => r.grp ?? ''))].sort()
      : [''];
    keys = monthsOf(periods[0]!.from, periods[0]!.to).flatMap((key) =>
      groups.map((group) => ({ key, label: key, group })),
    );
  } else {
    keys = current.map((r) => ({ key: r.key!, label: r.label ?? r.key!, group: r.grp ?? '' }));
  }
  const rows: AnalyticsRow[] = keys.map(({ key, label, group }) => ({
    key,
    label,
    group,
    values: valuesOf(chart, now.get(id(key, group))),
    previous: compared ? valuesOf(chart, earlier.get(id(key, group))) : null,
  }));
  const total = (p: Period['period']) => raw.find((r) => r.period === p && r.key === null);
  return {
    chart,
    from: periods[0]!.from,
    to: periods[0]!.to,
    previousFrom: compared ? periods[1]!.from : null,
    previousTo: compared ? periods[1]!.to : null,
    currency,
    rows,
    totals: valuesOf(chart, total('current')),
    previousTotals: compared ? valuesOf(chart, total('previous')) : null,
  };
}
