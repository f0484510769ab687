import type { EventBooking, EventWaitlistEntry } from '@club/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  json,
  mockSignedIn,
  renderAt,
  resetEachTest,
  testMember,
} from '../../../../test/app-harness';

const booking: EventBooking = {
  id: 42,
  eventId: 1,
  eventTitle: 'Diwali Night',
  eventStartsAt: '2026-12-12T14:00:00.000Z',
  venue: 'Main lawns',
  memberId: 1,
  memberCode: 'M1001',
  memberName: 'Asha Rao',
  who: 'both',
  dependents: [],
  guests: [{ name: 'Ravi Kumar', age: 34, phone: '9876543210' }],
  buffetVeg: 2,
  buffetNonVeg: 1,
  tableSize: 8,
  tableReply: 'Table 4 by the stage.',
  partner: '',
  comments: '',
  heads: 3,
  lines: [
    { kind: 'member', count: 2, unitPrice: 150_000, amount: 300_000 },
    { kind: 'guest', count: 1, unitPrice: 250_000, amount: 250_000 },
  ],
  total: 550_000,
  paymentMethod: 'account',
  status: 'booked',
  attended: null,
  reason: '',
  cancellable: true,
  steps: [{ step: 'booked', by: 'Asha Rao', at: '2026-11-24T05:00:00.000Z' }],
  version: 0,
  createdAt: '2026-11-24T05:00:00.000Z',
};

describe('My Events Booking (member/events/orders/list)', () => {
  resetEachTest();

  it('shows the booking with the club reply and price, and cancels after a confirmation', async () => {
    const calls = mockSignedIn(testMember(), {
      'GET /api/member/events/bookings': () => json(200, { items: [booking] }),
      'GET /api/member/events/waitlist': () => json(200, { items: [] }),
      'POST /api/member/events/bookings/42/cancel': () =>
        json(200, { ...booking, status: 'cancelled', cancellable: false, version: 1 }),
    });
    renderAt('/member/events/orders/list');
    const card = (
      await screen.findByRole('heading', { name: 'Booking #42: Diwali Night' }, { timeout: 5000 })
    ).closest('section')!;
    expect(within(card).getByTestId('table-reply')).toHaveTextContent('Table 4 by the stage.');
    expect(card).toHaveTextContent('₹5,500.00');
    expect(card).toHaveTextContent('Ravi Kumar (34, 9876543210)');
    // A live booking downloads its .ics file.
    expect(
      within(card).getByRole('link', { name: 'Add booking #42 to your calendar (.ics file)' }),
    ).toHaveAttribute('href', '/api/calendar/events/42.ics');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('₹5,500.00 is credited back');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.key === 'POST /api/member/events/bookings/42/cancel')?.body,
      ).toEqual({ version: 0 }),
    );
  }, 30_000);

  it('shows a waitlist offer until when it holds, confirms it; a waiting entry can leave', async () => {
    const entry = (over: Partial<EventWaitlistEntry>): EventWaitlistEntry => ({
      id: 7,
      eventId: 2,
      eventTitle: 'New Year Gala',
      eventStartsAt: '2026-12-31T15:00:00.000Z',
      venue: 'Ballroom',
      memberId: 1,
      memberCode: 'M1001',
      memberName: 'Asha Rao',
      who: 'both',
      dependents: [],
      guests: [],
      buffetVeg: 0,
      buffetNonVeg: 0,
      tableSize: null,
      heads: 2,
      lines: [{ kind: 'member', count: 2, unitPrice: 100_000, amount: 200_000 }],
      total: 200_000,
      status: 'offered',
      position: 1,
      offeredAt: '2026-11-24T05:00:00.000Z',
      offerExpiresAt: '2026-11-25T05:00:00.000Z',
      bookingId: null,
      version: 1,
      createdAt: '2026-11-20T05:00:00.000Z',
      ...over,
    });
    let acceptedIn: string | null = null;
    const calls = mockSignedIn(testMember(), {
      'GET /api/member/events/bookings': () => json(200, { items: [] }),
      'GET /api/member/events/waitlist': () =>
        json(200, {
          items: [
            entry({}),
            entry({ id: 8, eventTitle: 'Holi Splash', status: 'waiting', position: 3, version: 0 }),
            entry({ id: 9, eventTitle: 'Old one', status: 'expired', position: null }),
          ],
        }),
      'POST /api/member/events/waitlist/7/accept': (_init, url) => {
        acceptedIn = url.searchParams.get('lang');
        return json(200, {
          booking: { ...booking, id: 50, eventTitle: 'New Year Gala', total: 200_000 },
          entry: entry({ status: 'booked', bookingId: 50, version: 2 }),
        });
      },
      'POST /api/member/events/waitlist/8/leave': () =>
        json(200, entry({ id: 8, status: 'left', position: null, version: 1 })),
    });
    renderAt('/member/events/orders/list');
    const offer = (
      await screen.findByRole('heading', { name: 'Waitlist: New Year Gala' }, { timeout: 5000 })
    ).closest('section')!;
    expect(offer).toHaveTextContent('Places are held for you until');
    expect(offer).toHaveTextContent('2 places, ₹2,000.00 when booked');
    expect(screen.queryByText('Waitlist: Old one')).toBeNull();
    const waiting = screen
      .getByRole('heading', { name: 'Waitlist: Holi Splash' })
      .closest('section')!;
    expect(waiting).toHaveTextContent('Number 3 in line');
    const user = userEvent.setup();
    await user.click(within(offer).getByRole('button', { name: 'Confirm and book' }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.key === 'POST /api/member/events/waitlist/7/accept')?.body,
      ).toEqual({ version: 1 }),
    );
    // Asked in the reader's language; the toast names the booking's event as the answer does.
    expect(acceptedIn).toBe('en');
    expect(
      await screen.findByText(
        'Booking #50 for New Year Gala is made: ₹2,000.00 charged to your account.',
      ),
    ).toBeInTheDocument();
    await user.click(within(waiting).getByRole('button', { name: 'Leave waitlist' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/member/events/waitlist/8/leave')?.body).toEqual(
        {
          version: 0,
        },
      ),
    );
  }, 30_000);
});
