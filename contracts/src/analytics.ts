import { z } from 'zod';
import { isoDateSchema, readerLanguageQuery } from './primitives.ts';
import { ANALYTICS_CHARTS, ANALYTICS_MAX_DAYS } from './enums/analytics.ts';

/*
 * The admins' analytics (issue 35 item 3): one chart a request, over a range of club dates
 * (both included), optionally beside the same range a year earlier; the same path answers
 * CSV with `format=csv` (or an Accept of text/csv). Money is minor units.
 */

export const analyticsChartSchema = z.enum(ANALYTICS_CHARTS, { message: 'validation.oneOf' });

export const analyticsParams = z.object({ chart: analyticsChartSchema });

const DAY_MS = 86_400_000;
/** The days from one ISO date to another, both included. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export const analyticsQuery = readerLanguageQuery
  .extend({
    from: isoDateSchema,
    to: isoDateSchema,
    compare: z.enum(['none', 'previousYear'], { message: 'validation.oneOf' }).default('none'),
    /** 'csv' for the file; without it an Accept of text/csv asks for the file too. */
    format: z.enum(['json', 'csv'], { message: 'validation.oneOf' }).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.to < q.from) {
      ctx.addIssue({ code: 'custom', message: 'validation.dateOrder', path: ['to'] });
    } else if (daysBetween(q.from, q.to) > ANALYTICS_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', message: 'validation.analyticsRange', path: ['to'] });
    }
  });
export type AnalyticsQuery = z.input<typeof analyticsQuery>;

const measures = z.record(z.string(), z.number());

export const analyticsRowSchema = z.object({
  /** A month 'YYYY-MM' (charts by month), else the thing's own key (an event's or item's id, a rating). */
  key: z.string(),
  /** What the row is called (a month's key again, an event's title, an item's name). */
  label: z.string(),
  /** The group (an outlet or stream, a hall's name) of a grouped chart, else ''. */
  group: z.string(),
  values: measures,
  /** The same row a year earlier (the month a year before), when asked and known. */
  previous: measures.nullable(),
});
export type AnalyticsRow = z.infer<typeof analyticsRowSchema>;

export const analyticsResponse = z.object({
  chart: analyticsChartSchema,
  from: z.string(),
  to: z.string(),
  /** The range a year earlier, when the comparison was asked. */
  previousFrom: z.string().nullable(),
  previousTo: z.string().nullable(),
  currency: z.string(),
  rows: z.array(analyticsRowSchema),
  /** The whole range's figures (ratios and medians over the range, not sums of months). */
  totals: measures,
  previousTotals: measures.nullable(),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponse>;
