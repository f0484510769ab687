import type { AnalyticsChart, AnalyticsResponse } from '@club/contracts';
import { ANALYTICS_SPECS } from '@club/contracts/core';

/** The series colours, in order; the year before is drawn in grey beside them. */
const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'red.6', 'cyan.7', 'lime.8', 'pink.6'];
const PREVIOUS_COLOR = 'gray.5';

export interface ChartSeries {
  name: string;
  label: string;
  color: string;
}

export interface ChartData {
  data: Record<string, string | number>[];
  series: ChartSeries[];
  /** The measure the chart draws (its values' kind names their format). */
  plotted: string[];
}

export interface ChartLabels {
  /** A row's name on the axis (a month in the reader's words, an event's title). */
  row: (row: AnalyticsResponse['rows'][number]) => string;
  measure: (key: string) => string;
  group: (group: string) => string;
  yearBefore: (label: string) => string;
}

/**
 * A chart's answer as the chart's data: one entry per month (or thing), the plotted measures
 * (or, for a grouped chart, its first plotted measure per group) as series, and beside them
 * the year before's when compared (a grouped chart: the groups' sum a year before; the events:
 * none, they are other events).
 */
export function chartData(view: AnalyticsResponse, labels: ChartLabels): ChartData {
  const spec = ANALYTICS_SPECS[view.chart as AnalyticsChart];
  const plotted = spec.measures.filter((m) => 'plot' in m && m.plot).map((m) => m.key);
  const compared = view.previousTotals !== null && view.chart !== 'events';
  if (spec.grouped) {
    const measure = plotted[0]!;
    const groups = [...new Set(view.rows.map((r) => r.group))];
    const byKey = new Map<string, Record<string, string | number>>();
    for (const r of view.rows) {
      const entry = byKey.get(r.key) ?? { label: labels.row(r) };
      entry[`g${groups.indexOf(r.group)}`] = r.values[measure] ?? 0;
      if (compared) entry.previous = Number(entry.previous ?? 0) + (r.previous?.[measure] ?? 0);
      byKey.set(r.key, entry);
    }
    const series: ChartSeries[] = groups.map((g, i) => ({
      name: `g${i}`,
      label: labels.group(g),
      color: COLORS[i % COLORS.length]!,
    }));
    if (compared) {
      series.push({
        name: 'previous',
        label: labels.yearBefore(labels.measure(measure)),
        color: PREVIOUS_COLOR,
      });
    }
    return { data: [...byKey.values()], series, plotted: [measure] };
  }
  const data = view.rows.map((r) => {
    const entry: Record<string, string | number> = { label: labels.row(r) };
    for (const m of plotted) {
      entry[`m_${m}`] = r.values[m] ?? 0;
      if (compared) entry[`p_${m}`] = r.previous?.[m] ?? 0;
    }
    return entry;
  });
  const series: ChartSeries[] = plotted.flatMap((m, i) => [
    { name: `m_${m}`, label: labels.measure(m), color: COLORS[i % COLORS.length]! },
    ...(compared
      ? [
          {
            name: `p_${m}`,
            label: labels.yearBefore(labels.measure(m)),
            color: i ? 'gray.7' : PREVIOUS_COLOR,
          },
        ]
      : []),
  ]);
  return { data, series, plotted };
}

/** Whether a chart's answer holds nothing to draw: no rows, or every figure zero. */
export function isEmptyChart(view: AnalyticsResponse): boolean {
  const zero = (v: Record<string, number> | null) => !v || Object.values(v).every((n) => n === 0);
  return view.rows.every((r) => zero(r.values) && zero(r.previous)) && zero(view.totals);
}
