import type { AnalyticsChart } from '@club/contracts/core';

/** The i18n keys of the charts' titles and notes, of the measures, streams and first columns. */
export const CHART_TITLE_KEYS = {
  revenue: 'analytics:charts.revenue',
  occupancy: 'analytics:charts.occupancy',
  halls: 'analytics:charts.halls',
  events: 'analytics:charts.events',
  'top-items': 'analytics:charts.topItems',
  members: 'analytics:charts.members',
  feedback: 'analytics:charts.feedback',
  ratings: 'analytics:charts.ratings',
} as const satisfies Record<AnalyticsChart, string>;

export const CHART_NOTE_KEYS = {
  revenue: 'analytics:notes.revenue',
  occupancy: 'analytics:notes.occupancy',
  halls: 'analytics:notes.halls',
  events: 'analytics:notes.events',
  'top-items': 'analytics:notes.topItems',
  members: 'analytics:notes.members',
  feedback: 'analytics:notes.feedback',
  ratings: 'analytics:notes.ratings',
} as const satisfies Record<AnalyticsChart, string>;

export const FIRST_COLUMN_KEYS = {
  revenue: 'analytics:columns.month',
  occupancy: 'analytics:columns.month',
  halls: 'analytics:columns.month',
  events: 'analytics:columns.event',
  'top-items': 'analytics:columns.item',
  members: 'analytics:columns.month',
  feedback: 'analytics:columns.month',
  ratings: 'analytics:columns.rating',
} as const satisfies Record<AnalyticsChart, string>;

export const GROUP_COLUMN_KEYS: Partial<
  Record<AnalyticsChart, 'analytics:columns.stream' | 'analytics:columns.hall'>
> = {
  revenue: 'analytics:columns.stream',
  halls: 'analytics:columns.hall',
};

export const MEASURE_KEYS = {
  amount: 'analytics:measures.amount',
  tax: 'analytics:measures.tax',
  rate: 'analytics:measures.rate',
  nights: 'analytics:measures.nights',
  available: 'analytics:measures.available',
  functions: 'analytics:measures.functions',
  guests: 'analytics:measures.guests',
  booked: 'analytics:measures.booked',
  capacity: 'analytics:measures.capacity',
  attended: 'analytics:measures.attended',
  quantity: 'analytics:measures.quantity',
  joined: 'analytics:measures.joined',
  lapsed: 'analytics:measures.lapsed',
  received: 'analytics:measures.received',
  answered: 'analytics:measures.answered',
  medianMinutes: 'analytics:measures.medianMinutes',
  averageMinutes: 'analytics:measures.averageMinutes',
  averageRating: 'analytics:measures.averageRating',
  count: 'analytics:measures.count',
} as const;

export const STREAM_KEYS = {
  restaurant: 'analytics:streams.restaurant',
  bar: 'analytics:streams.bar',
  rooms: 'analytics:streams.rooms',
  halls: 'analytics:streams.halls',
  events: 'analytics:streams.events',
} as const;

export const PRESET_KEYS = {
  thisMonth: 'analytics:presets.thisMonth',
  lastMonth: 'analytics:presets.lastMonth',
  last3Months: 'analytics:presets.last3Months',
  thisYear: 'analytics:presets.thisYear',
  lastYear: 'analytics:presets.lastYear',
} as const;
