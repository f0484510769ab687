import type { AnalyticsChart, AnalyticsResponse, Language } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { getSettings } from '../settings/index.ts';
import { chartRows } from './chart-queries.ts';
import { chartView } from './chart-view.ts';
import { periodsOf } from './range.ts';

export interface AnalyticsChartInput {
  chart: AnalyticsChart;
  from: string;
  to: string;
  compare: 'none' | 'previousYear';
  format?: 'json' | 'csv';
  lang: Language;
}

/**
 * One chart of the admins' analytics over a range of club dates (the contract has checked
 * it: in order, at most ANALYTICS_MAX_DAYS), beside the same range a year earlier when asked.
 */
export async function getAnalyticsChart(
  ctx: AppContext,
  _actor: Actor,
  input: AnalyticsChartInput,
): Promise<AnalyticsResponse> {
  const settings = await getSettings(ctx.db);
  const periods = periodsOf(
    input.from,
    input.to,
    input.compare === 'previousYear',
    settings.timeZone,
  );
  const raw = await chartRows(ctx.db, input.chart, {
    periods,
    timeZone: settings.timeZone,
    lang: input.lang,
  });
  return chartView(input.chart, periods, raw, settings.currency);
}
