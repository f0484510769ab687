import type { AnalyticsChart, AnalyticsResponse, Language } from '@club/contracts';
import { ANALYTICS_API } from '@club/contracts/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiPath } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { analyticsKeys, type AnalyticsRange } from './keys';

const queryOf = (range: AnalyticsRange, lang: Language) => ({
  from: range.from,
  to: range.to,
  compare: range.compare ? 'previousYear' : 'none',
  lang,
});

export function getAnalyticsChart(
  chart: AnalyticsChart,
  range: AnalyticsRange,
  lang: Language,
): Promise<AnalyticsResponse> {
  return api<AnalyticsResponse>(apiPath(`${ANALYTICS_API.charts}/${chart}`), {
    query: queryOf(range, lang),
  });
}

export const analyticsChartQueryOptions = (
  chart: AnalyticsChart,
  range: AnalyticsRange,
  lang: Language,
) =>
  queryOptions({
    queryKey: analyticsKeys.chart(chart, range, lang),
    queryFn: () => getAnalyticsChart(chart, range, lang),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** One chart of the analytics over the range (texts in the reader's language). */
export function useAnalyticsChart(chart: AnalyticsChart, range: AnalyticsRange) {
  return useQuery(analyticsChartQueryOptions(chart, range, useLanguage()));
}

/** The chart's CSV file for the same range (a plain download link; the cookie goes along). */
export function analyticsCsvUrl(chart: AnalyticsChart, range: AnalyticsRange, lang: Language) {
  const params = new URLSearchParams({ ...queryOf(range, lang), format: 'csv' });
  return `${ANALYTICS_API.charts}/${chart}?${params.toString()}`;
}
