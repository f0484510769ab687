import type { MemberDashboard } from '@club/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockSignedIn, renderAt, resetEachTest, testMember } from '../../../test/app-harness';

const none = { total: 0, items: [] };
const dashboard: MemberDashboard = {
  currency: 'INR',
  minimumSpend: null,
  stays: {
    total: 4,
    items: [
      {
        id: 7,
        roomType: 'double',
        checkIn: '2026-12-10',
        checkOut: '2026-12-12',
        rooms: 2,
        status: 'confirmed',
      },
    ],
  },
  functions: none,
  events: {
    total: 1,
    items: [
      {
        id: 31,
        title: 'Winter gala',
        startsAt: '2026-12-19T12:30:00Z',
        heads: 2,
        status: 'booked',
      },
    ],
  },
  orders: none,
  notices: {
    total: 1,
    items: [{ id: 5, title: 'AGM on 20 December', showFrom: '2026-12-01', pinned: true }],
  },
  notifications: {
    total: 5,
    items: [
      { id: 81, kind: 'broadcast', title: 'Gala bookings open', createdAt: '2026-12-05T06:30:00Z' },
      { id: 80, kind: 'feedback_reply', title: '', createdAt: '2026-12-04T06:30:00Z' },
    ],
  },
};
const summary = {
  currency: 'INR',
  balance: 0,
  creditLimit: 0,
  lastStatement: null,
  currentMonth: {
    month: '2026-12',
    openingBalance: 0,
    charges: 0,
    payments: 0,
    credits: 0,
    closingBalance: 0,
    entryCount: 0,
    current: true,
  },
  recent: [],
};

describe('Member Dashboard (/dashboards/default)', () => {
  resetEachTest();

  it("shows the member's cards with their counts, and a row opens its screen", async () => {
    mockSignedIn(testMember(), {
      'GET /api/member/account-summary': () => json(200, summary),
      'GET /api/member/dashboard': () => json(200, dashboard),
    });
    const router = renderAt('/dashboards/default');
    const stays = await screen.findByTestId('dashboard-stays', {}, { timeout: 20_000 });
    expect(within(stays).getByRole('link', { name: 'See all (4)' })).toHaveAttribute(
      'href',
      '/member/chamber/myBooking',
    );
    expect(within(stays).getByText('2 rooms', { exact: false })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('dashboard-functions')).getByText('No function booked.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('dashboard-orders')).getByText('No order on its way.'),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('dashboard-notices')).getByText('Pinned')).toBeInTheDocument();
    // Dates in the reader's format, never as the API writes them.
    expect(within(stays).getByText('10 Dec 2026 to 12 Dec 2026')).toBeInTheDocument();
    expect(screen.queryByText(/2026-12-\d\d/)).not.toBeInTheDocument();
    const unread = screen.getByTestId('dashboard-notifications');
    expect(within(unread).getByRole('link', { name: 'See all (5)' })).toHaveAttribute(
      'href',
      '/member/notifications',
    );
    expect(within(unread).getByRole('link', { name: 'Gala bookings open' })).toHaveAttribute(
      'href',
      '/member/notifications',
    );
    // A notification without a title of its own reads by its kind.
    expect(
      within(unread).getByRole('link', { name: 'The club answered your feedback' }),
    ).toBeInTheDocument();
    // No minimum for the member's type: no card for it.
    expect(screen.queryByTestId('minimum-spend')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Winter gala' }));
    expect(router.state.location.pathname).toBe('/member/events/orders/detail/31');
  }, 30_000);

  it("shows the month's food and beverage minimum, what was spent and what is left", async () => {
    mockSignedIn(testMember(), {
      'GET /api/member/account-summary': () => json(200, summary),
      'GET /api/member/dashboard': () =>
        json(200, {
          ...dashboard,
          minimumSpend: { month: '2026-12', minimum: 250_000, spent: 80_000 },
        }),
    });
    renderAt('/dashboards/default');
    const card = await screen.findByTestId('minimum-spend', {}, { timeout: 20_000 });
    expect(
      within(card).getByRole('heading', { name: 'Food and beverage minimum, December 2026' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('₹800.00 spent of ₹2,500.00')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '32');
    expect(within(card).getByText(/₹1,700.00 to go/)).toBeInTheDocument();
  }, 30_000);
});
