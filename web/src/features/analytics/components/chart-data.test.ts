import type { AnalyticsResponse } from '@club/contracts';
import { describe, expect, it } from 'vitest';
import { chartData, isEmptyChart } from './chart-data';

const labels = {
  row: (r: { label: string }) => r.label,
  measure: (k: string) => k.toUpperCase(),
  group: (g: string) => `<${g}>`,
  yearBefore: (l: string) => `${l} before`,
};
const base = {
  from: '2026-10-01',
  to: '2026-11-30',
  currency: 'INR',
  previousFrom: null,
  previousTo: null,
  previousTotals: null,
};

describe('chartData', () => {
  it('pivots a grouped chart: one series per group, the year before summed beside', () => {
    const view: AnalyticsResponse = {
      ...base,
      chart: 'revenue',
      previousFrom: '2025-10-01',
      previousTo: '2025-11-30',
      rows: [
        {
          key: '2026-10',
          label: 'Oct',
          group: 'restaurant',
          values: { amount: 100, tax: 5 },
          previous: { amount: 10, tax: 0 },
        },
        {
          key: '2026-10',
          label: 'Oct',
          group: 'bar',
          values: { amount: 50, tax: 0 },
          previous: { amount: 20, tax: 0 },
        },
        {
          key: '2026-11',
          label: 'Nov',
          group: 'restaurant',
          values: { amount: 0, tax: 0 },
          previous: { amount: 0, tax: 0 },
        },
        {
          key: '2026-11',
          label: 'Nov',
          group: 'bar',
          values: { amount: 7, tax: 0 },
          previous: { amount: 1, tax: 0 },
        },
      ],
      totals: { amount: 157, tax: 5 },
      previousTotals: { amount: 31, tax: 0 },
    };
    const d = chartData(view, labels);
    expect(d.plotted).toEqual(['amount']);
    expect(d.series.map((s) => [s.name, s.label])).toEqual([
      ['g0', '<restaurant>'],
      ['g1', '<bar>'],
      ['previous', 'AMOUNT before'],
    ]);
    expect(d.data).toEqual([
      { label: 'Oct', g0: 100, g1: 50, previous: 30 },
      { label: 'Nov', g0: 0, g1: 7, previous: 1 },
    ]);
  });

  it('draws each plotted measure of an ungrouped chart, not the others', () => {
    const view: AnalyticsResponse = {
      ...base,
      chart: 'feedback',
      rows: [
        {
          key: '2026-11',
          label: 'Nov',
          group: '',
          values: {
            received: 3,
            answered: 2,
            medianMinutes: 60,
            averageMinutes: 60,
            averageRating: 3.3,
          },
          previous: null,
        },
      ],
      totals: {
        received: 3,
        answered: 2,
        medianMinutes: 60,
        averageMinutes: 60,
        averageRating: 3.3,
      },
    };
    const d = chartData(view, labels);
    expect(d.series.map((s) => s.name)).toEqual(['m_received', 'm_answered']);
    expect(d.data).toEqual([{ label: 'Nov', m_received: 3, m_answered: 2 }]);
  });

  it('knows an empty chart: no rows, or nothing but zeros', () => {
    const empty: AnalyticsResponse = {
      ...base,
      chart: 'events',
      rows: [],
      totals: { booked: 0, capacity: 0, attended: 0 },
    };
    expect(isEmptyChart(empty)).toBe(true);
    expect(
      isEmptyChart({
        ...base,
        chart: 'members',
        rows: [
          {
            key: '2026-11',
            label: 'Nov',
            group: '',
            values: { joined: 0, lapsed: 0 },
            previous: null,
          },
        ],
        totals: { joined: 0, lapsed: 0 },
      }),
    ).toBe(true);
    expect(
      isEmptyChart({
        ...base,
        chart: 'members',
        rows: [
          {
            key: '2026-11',
            label: 'Nov',
            group: '',
            values: { joined: 1, lapsed: 0 },
            previous: null,
          },
        ],
        totals: { joined: 1, lapsed: 0 },
      }),
    ).toBe(false);
  });
});
