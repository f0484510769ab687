import type { AnalyticsChart, Language } from '@club/contracts';

/** The query keys of the analytics (root 'analytics'); the only place they are written. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  chart: (chart: AnalyticsChart, range: AnalyticsRange, lang: Language) =>
    [...analyticsKeys.all, chart, range.from, range.to, range.compare, lang] as const,
};

/** The range the screen reads: club dates, both included, and whether to compare. */
export interface AnalyticsRange {
  from: string;
  to: string;
  compare: boolean;
}
