import type { EventReportResponse } from '@club/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockSignedIn, renderAt, resetEachTest, testStaff } from '../../../test/app-harness';

const admin = testStaff();

const report: EventReportResponse = {
  event: {
    id: 3,
    title: 'Gala Dinner',
    startsAt: '2026-12-22T13:30:00.000Z',
    venue: 'Ballroom',
    capacity: 40,
    placesTaken: 5,
  },
  rows: [
    {
      bookingId: 11,
      memberCode: 'M1001',
      memberName: 'Asha Rao',
      category: 'Life',
      who: 'both',
      dependents: ['Anya'],
      guests: ['Ravi Kumar'],
      buffetVeg: 2,
      buffetNonVeg: 1,
      tableSize: 4,
      tableReply: 'Table 7 by the stage',
      heads: 4,
      total: 550_000,
      status: 'confirmed',
      attended: true,
    },
  ],
  totals: { bookings: 1, heads: 4, buffetVeg: 2, buffetNonVeg: 1, amount: 550_000, attended: 4 },
  waitlist: { entries: 2, heads: 3 },
  currency: 'INR',
};

describe('Event Booking Report (admin/report/event)', () => {
  resetEachTest();

  it('picks an event and shows its bookings, totals, the CSV and door list links', async () => {
    const calls = mockSignedIn(admin, {
      'GET /api/admin/events/events': () =>
        json(200, {
          items: [{ id: 3, title: 'Gala Dinner', startsAt: '2026-12-22T13:30:00.000Z' }],
          total: 1,
          pageIndex: 0,
          pageSize: 100,
          pageCount: 1,
        }),
      'GET /api/admin/reports/events': () => json(200, report),
    });
    renderAt('/admin/report/event');
    expect(
      await screen.findByRole('heading', { name: 'Event Booking Report' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose an event to see its bookings.')).toBeInTheDocument();
    const user = userEvent.setup();
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'GET /api/admin/events/events')).toBe(true),
    );
    const pick = screen.getByRole('textbox', { name: 'Event' });
    await user.click(pick);
    const listbox = () => document.getElementById(pick.getAttribute('aria-controls') ?? '');
    await waitFor(() =>
      expect(
        within(listbox()!).getByRole('option', { name: /Gala Dinner/, hidden: true }),
      ).toBeInTheDocument(),
    );
    await user.click(within(listbox()!).getByRole('option', { name: /Gala Dinner/, hidden: true }));
    const table = await screen.findByRole('table', { name: 'Bookings of the event' });
    const row = within(table).getByTestId('event-report-row');
    expect(row).toHaveTextContent('Asha Rao');
    expect(row).toHaveTextContent('Member and spouse');
    expect(row).toHaveTextContent('Anya');
    expect(row).toHaveTextContent('Ravi Kumar');
    expect(row).toHaveTextContent('Table 7 by the stage');
    expect(row).toHaveTextContent('Attended');
    expect(screen.getByTestId('total-heads')).toHaveTextContent('4 of 40');
    expect(screen.getByTestId('total-amount')).toHaveTextContent('₹5,500.00');
    expect(screen.getByTestId('total-waitlist')).toHaveTextContent('2 households, 3 heads');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/reports/events.csv?eventId=3&lang=en',
    );
    expect(screen.getByRole('link', { name: 'Door list (PDF)' })).toHaveAttribute(
      'href',
      '/api/admin/reports/events/door-list.pdf?eventId=3&lang=en',
    );
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'GET /api/admin/reports/events')).toBe(true),
    );
  }, 30_000);
});
