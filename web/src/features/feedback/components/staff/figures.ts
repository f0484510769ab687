import type { FeedbackCategory, FeedbackFigure } from '@club/contracts';

/** The month `back` months before the one of `today` ('YYYY-MM-DD' -> 'YYYY-MM'). */
export function monthBefore(today: string, back: number): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** What the chart shows of a month and category. */
export type Measure = 'firstReply' | 'resolution' | 'rating';

/** A figure's value for the chart: medians in hours (office hours), the rating as it is. */
export function measureOf(f: FeedbackFigure, measure: Measure): number | null {
  if (measure === 'rating') return f.averageAnswerRating;
  const minutes = measure === 'firstReply' ? f.medianFirstReplyMinutes : f.medianResolutionMinutes;
  return minutes === null ? null : Math.round((minutes / 60) * 10) / 10;
}

/**
 * The chart's rows: one a month (in order), each category's value under its name (left out
 * where there is none), and the categories that have any.
 */
export function chartRows(
  items: FeedbackFigure[],
  measure: Measure,
): { months: string[]; categories: FeedbackCategory[]; rows: Record<string, number>[] } {
  const months = [...new Set(items.map((f) => f.month))].sort();
  const categories = [...new Set(items.map((f) => f.category))];
  const rows = months.map((month) => {
    const row: Record<string, number> = {};
    for (const f of items.filter((x) => x.month === month)) {
      const value = measureOf(f, measure);
      if (value !== null) row[f.category] = value;
    }
    return row;
  });
  return { months, categories, rows };
}
