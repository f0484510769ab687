/**
 * The admins' analytics (SPEC.md §2 "dashboards, analytic"; issue 35): the charts, what each
 * measures and how a measure reads (money in minor units, a count, a percentage, minutes, a
 * rating), and the longest range one request may cover.
 */
export const ANALYTICS_CHARTS = [
  'revenue',
  'occupancy',
  'halls',
  'events',
  'top-items',
  'members',
  'feedback',
  'ratings',
] as const;
export type AnalyticsChart = (typeof ANALYTICS_CHARTS)[number];

export const ANALYTICS_MEASURE_KINDS = ['money', 'count', 'percent', 'minutes', 'rating'] as const;
export type AnalyticsMeasureKind = (typeof ANALYTICS_MEASURE_KINDS)[number];

/**
 * A chart's measures in the order its table shows them; `plot` names the ones its chart draws.
 * A grouped chart (`grouped`) draws its first plotted measure once per group (an outlet, a
 * hall) beside each other; the others draw each plotted measure as its own series. `byMonth`:
 * its rows are the months of the range ('YYYY-MM'); else they are things (events, items,
 * ratings) and a comparison with the year before compares their totals.
 */
export interface AnalyticsChartSpec {
  measures: readonly { key: string; kind: AnalyticsMeasureKind; plot?: boolean }[];
  grouped: boolean;
  byMonth: boolean;
}

export const ANALYTICS_SPECS = {
  revenue: {
    measures: [
      { key: 'amount', kind: 'money', plot: true },
      { key: 'tax', kind: 'money' },
    ],
    grouped: true,
    byMonth: true,
  },
  occupancy: {
    measures: [
      { key: 'rate', kind: 'percent', plot: true },
      { key: 'nights', kind: 'count' },
      { key: 'available', kind: 'count' },
    ],
    grouped: false,
    byMonth: true,
  },
  halls: {
    measures: [
      { key: 'functions', kind: 'count', plot: true },
      { key: 'guests', kind: 'count' },
    ],
    grouped: true,
    byMonth: true,
  },
  events: {
    measures: [
      { key: 'booked', kind: 'count', plot: true },
      { key: 'capacity', kind: 'count', plot: true },
      { key: 'attended', kind: 'count', plot: true },
    ],
    grouped: false,
    byMonth: false,
  },
  'top-items': {
    measures: [
      { key: 'quantity', kind: 'count', plot: true },
      { key: 'amount', kind: 'money' },
    ],
    grouped: false,
    byMonth: false,
  },
  members: {
    measures: [
      { key: 'joined', kind: 'count', plot: true },
      { key: 'lapsed', kind: 'count', plot: true },
    ],
    grouped: false,
    byMonth: true,
  },
  feedback: {
    measures: [
      { key: 'received', kind: 'count', plot: true },
      { key: 'answered', kind: 'count', plot: true },
      { key: 'medianMinutes', kind: 'minutes' },
      { key: 'averageMinutes', kind: 'minutes' },
      { key: 'averageRating', kind: 'rating' },
    ],
    grouped: false,
    byMonth: true,
  },
  ratings: {
    measures: [{ key: 'count', kind: 'count', plot: true }],
    grouped: false,
    byMonth: false,
  },
} as const satisfies Record<AnalyticsChart, AnalyticsChartSpec>;

/** The revenue streams: the food outlets' orders, the rooms, the halls and the events. */
export const ANALYTICS_REVENUE_STREAMS = ['restaurant', 'bar', 'rooms', 'halls', 'events'] as const;

/** The longest range one request covers (three years and a day for a leap year). */
export const ANALYTICS_MAX_DAYS = 1_097;

/** The ranges the screen offers ready-made, in the club's time zone. */
export const ANALYTICS_PRESETS = [
  'thisMonth',
  'lastMonth',
  'last3Months',
  'thisYear',
  'lastYear',
] as const;
export type AnalyticsPreset = (typeof ANALYTICS_PRESETS)[number];

/** Only the top this many items are listed. */
export const ANALYTICS_TOP_ITEMS = 10;
/** At most this many events are listed (the earliest first); the totals count them all. */
export const ANALYTICS_MAX_EVENTS = 60;
