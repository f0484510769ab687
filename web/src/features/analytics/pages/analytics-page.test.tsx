import type { AnalyticsResponse } from '@club/contracts';
import { ANALYTICS_CHARTS, ANALYTICS_SPECS } from '@club/contracts/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockSignedIn, renderAt, resetEachTest, testStaff } from '../../../test/app-harness';

/** Each chart's answer: revenue with figures, every other chart empty. */
function answer(chart: (typeof ANALYTICS_CHARTS)[number], url: URL): AnalyticsResponse {
  const zero = Object.fromEntries(ANALYTICS_SPECS[chart].measures.map((m) => [m.key, 0]));
  const from = url.searchParams.get('from')!;
  const to = url.searchParams.get('to')!;
  const base = {
    chart,
    from,
    to,
    previousFrom: null,
    previousTo: null,
    currency: 'INR',
    previousTotals: null,
  };
  if (chart !== 'revenue') return { ...base, rows: [], totals: zero };
  return {
    ...base,
    rows: [
      {
        key: '2026-11',
        label: '2026-11',
        group: 'restaurant',
        values: { amount: 1_234_550, tax: 0 },
        previous: null,
      },
      {
        key: '2026-11',
        label: '2026-11',
        group: 'bar',
        values: { amount: 50_000, tax: 0 },
        previous: null,
      },
    ],
    totals: { amount: 1_284_550, tax: 0 },
  };
}

const routes = (asked: URL[]) =>
  Object.fromEntries(
    ANALYTICS_CHARTS.map((chart) => [
      `GET /api/admin/analytics/${chart}`,
      (_: RequestInit | undefined, url: URL) => {
        asked.push(url);
        return json(200, answer(chart, url));
      },
    ]),
  );

describe('Analytics (dashboards/analytic)', () => {
  resetEachTest();

  it('opens on last month, draws the charts, offers each one’s CSV and table, says when a chart is empty', async () => {
    const asked: URL[] = [];
    mockSignedIn(testStaff(), routes(asked));
    renderAt('/dashboards/analytic');
    const revenue = await screen.findByRole(
      'region',
      { name: 'Revenue by outlet and month' },
      { timeout: 20_000 },
    );
    expect(await within(revenue).findByTestId('analytics-summary-revenue')).toHaveTextContent(
      'Amount: ₹12,845.50',
    );
    const first = asked.find((u) => u.pathname.endsWith('/revenue'))!;
    expect(first.searchParams.get('compare')).toBe('none');
    const csv = within(revenue).getByRole('link', {
      name: 'Download “Revenue by outlet and month” as CSV',
    });
    expect(csv.getAttribute('href')).toMatch(
      /^\/api\/admin\/analytics\/revenue\?from=\d{4}-\d{2}-01&to=.*&format=csv$/,
    );
    fireEvent.click(within(revenue).getByRole('button', { name: 'Show as table' }));
    const table = within(revenue).getByRole('table');
    expect(within(table).getByText('Restaurant')).toBeInTheDocument();
    expect(within(table).getByText('₹12,345.50')).toBeInTheDocument();
    const events = screen.getByRole('region', { name: 'Event attendance' });
    expect(await within(events).findByText('Nothing in this range.')).toBeInTheDocument();
  }, 30_000);

  it('asks for the year before when the switch is on, and for a preset’s range', async () => {
    const asked: URL[] = [];
    mockSignedIn(testStaff(), routes(asked));
    renderAt('/dashboards/analytic?from=2026-11-01&to=2026-11-30');
    await screen.findByRole('region', { name: 'Revenue by outlet and month' }, { timeout: 20_000 });
    fireEvent.click(screen.getByRole('switch', { name: 'Compare with the year before' }));
    await screen.findByText(/beside/);
    expect(asked.some((u) => u.searchParams.get('compare') === 'previousYear')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Last year' }));
    expect(
      await screen.findByRole('button', { name: 'Last year', pressed: true }),
    ).toBeInTheDocument();
    expect(
      asked.some(
        (u) =>
          u.searchParams.get('from')?.endsWith('-01-01') &&
          u.searchParams.get('to')?.endsWith('-12-31'),
      ),
    ).toBe(true);
  }, 30_000);
});
