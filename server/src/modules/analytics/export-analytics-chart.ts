import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { chartCsv } from './chart-csv.ts';
import { getAnalyticsChart, type AnalyticsChartInput } from './get-analytics-chart.ts';

/** One chart of the analytics as a CSV file named after the chart and its range. */
export async function exportAnalyticsChart(
  ctx: AppContext,
  actor: Actor,
  input: AnalyticsChartInput,
): Promise<{ fileName: string; csv: string }> {
  const view = await getAnalyticsChart(ctx, actor, input);
  return {
    fileName: `analytics-${input.chart}-${input.from}-to-${input.to}.csv`,
    csv: chartCsv(view, input.lang),
  };
}
