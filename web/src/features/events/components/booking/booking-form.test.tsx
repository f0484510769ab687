import type { EventBooking, EventBookingQuote, PublicEvent } from '@club/contracts';
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

const DAY = 86_400_000;
const inDays = (n: number, hour = 14) =>
  new Date(Math.floor(Date.now() / DAY) * DAY + n * DAY + hour * 3_600_000).toISOString();

const diwali: PublicEvent = {
  id: 1,
  title: 'Diwali Night',
  categoryId: 11,
  category: 'Festivals',
  group: 'Entertainment',
  description: '',
  venue: 'Main lawns',
  startsAt: inDays(10),
  endsAt: inDays(10, 18),
  bookingOpensAt: inDays(-5),
  bookingClosesAt: inDays(9),
  status: 'published',
  imageUrl: null,
  invitationUrl: null,
  capacity: 400,
  placesTaken: 0,
  ticketsPerMember: 8,
  member: { allowed: true, price: 150_000 },
  spouse: { allowed: true, price: 150_000 },
  dependent: { allowed: true, price: 75_000 },
  guest: { allowed: true, price: 250_000 },
  buffet: { offered: true, vegPrice: 90_000, nonVegPrice: 110_000 },
  tableSizes: [4, 8],
  tournamentType: 'none',
  highlights: { description: '', videoUrl: null, photos: [] },
};

const quoteOf = (body: { who: string; guests: unknown[] }): EventBookingQuote => {
  const members = body.who === 'both' ? 2 : 1;
  const lines = [
    { kind: 'member' as const, count: members, unitPrice: 150_000, amount: members * 150_000 },
    ...(body.guests.length
      ? [
          {
            kind: 'guest' as const,
            count: body.guests.length,
            unitPrice: 250_000,
            amount: body.guests.length * 250_000,
          },
        ]
      : []),
  ];
  return {
    eventId: 1,
    heads: members + body.guests.length,
    lines,
    total: lines.reduce((s, l) => s + l.amount, 0),
    placesLeft: 400,
  };
};

describe('the event booking form', () => {
  resetEachTest();

  it('shows the server price, checks guests in place, and books', { timeout: 30_000 }, async () => {
    let bookedIn: string | null = null;
    const calls = mockSignedIn(testMember(), {
      'GET /api/events': () => json(200, { items: [diwali] }),
      'GET /api/events/categories': () => json(200, { items: [] }),
      'GET /api/member/events/family': () =>
        json(200, {
          hasSpouse: true,
          dependents: [{ id: 7, name: 'Anya', relation: 'Daughter', age: 14 }],
        }),
      'POST /api/member/events/bookings/quote': (init) =>
        json(200, quoteOf(JSON.parse(String(init?.body)) as { who: string; guests: unknown[] })),
      'POST /api/member/events/bookings': (_init, url) => {
        bookedIn = url.searchParams.get('lang');
        return json(201, {
          id: 42,
          eventTitle: 'Diwali Night',
          total: 800_000,
        } as Partial<EventBooking>);
      },
    });
    renderAt('/member/events/eventsList');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Book: Diwali Night' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Book Diwali Night' });
    expect(await within(dialog).findByText('Anya (Daughter, 14)')).toBeInTheDocument();
    expect(await within(dialog).findByTestId('booking-total')).toHaveTextContent('₹1,500.00');

    await user.click(within(dialog).getByText('Both of us'));
    await waitFor(() =>
      expect(within(dialog).getByTestId('booking-total')).toHaveTextContent('₹3,000.00'),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Add a guest' }));
    await user.type(within(dialog).getByLabelText(/^Guest 1: Name/), 'Ravi Kumar');
    await user.type(within(dialog).getByLabelText(/^Age/), '101');
    await user.type(within(dialog).getByLabelText(/^Phone/), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    expect(await within(dialog).findByText('Enter an age from 0 to 100.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter a phone number of 10 to 13 digits.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/member/events/bookings')).toBe(false);

    await user.clear(within(dialog).getByLabelText(/^Age/));
    await user.type(within(dialog).getByLabelText(/^Age/), '34');
    await user.clear(within(dialog).getByLabelText(/^Phone/));
    await user.type(within(dialog).getByLabelText(/^Phone/), '9876543210');
    await waitFor(
      () => expect(within(dialog).getByTestId('booking-total')).toHaveTextContent('₹5,500.00'),
      { timeout: 3000 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'POST /api/member/events/bookings')).toBe(true),
    );
    const sent = calls.find((c) => c.key === 'POST /api/member/events/bookings')!.body;
    expect(sent).toMatchObject({
      eventId: 1,
      who: 'both',
      guests: [{ name: 'Ravi Kumar', age: 34, phone: '9876543210' }],
    });
    // Asked in the reader's language, as the reads are; the toast names the answer's title.
    expect(bookedIn).toBe('en');
    expect(
      await screen.findByText(
        'Booking #42 for Diwali Night is made: ₹8,000.00 charged to your account.',
      ),
    ).toBeInTheDocument();
  });

  it(
    'marks what a guest needs, keeps Confirm working to say what is missing, and names the limit',
    { timeout: 30_000 },
    async () => {
      const calls = mockSignedIn(testMember(), {
        'GET /api/events': () => json(200, { items: [diwali] }),
        'GET /api/events/categories': () => json(200, { items: [] }),
        'GET /api/member/events/family': () => json(200, { hasSpouse: true, dependents: [] }),
        'POST /api/member/events/bookings/quote': (init) =>
          json(200, quoteOf(JSON.parse(String(init?.body)) as { who: string; guests: unknown[] })),
        'POST /api/member/events/bookings': () =>
          json(400, {
            type: 'about:blank#validation_failed',
            title: 'Bad Request',
            status: 400,
            code: 'validation_failed',
            detail: 'heads: A member may book at most 8 places for this event.',
            errors: [
              {
                field: 'heads',
                message: 'A member may book at most 8 places for this event.',
                key: 'validation.eventOverTickets',
                params: { limit: 8 },
              },
            ],
          }),
      });
      renderAt('/member/events/eventsList');
      const user = userEvent.setup();
      await user.click(
        await screen.findByRole('button', { name: 'Book: Diwali Night' }, { timeout: 5000 }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Book Diwali Night' });
      // The limit before sending.
      expect(await within(dialog).findByTestId('booking-limit')).toHaveTextContent(
        'A member may book up to 8 places for this event.',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Add a guest' }));
      // Each of the guest's fields is marked required, the phone too.
      for (const label of [/^Guest 1: Name/, /^Age/, /^Phone/]) {
        expect(within(dialog).getByLabelText(label)).toBeRequired();
      }
      await user.type(within(dialog).getByLabelText(/^Guest 1: Name/), 'Ravi Kumar');
      await user.type(within(dialog).getByLabelText(/^Age/), '34');
      // The phone left empty: Confirm is not disabled, and says what is missing.
      const confirm = within(dialog).getByRole('button', { name: 'Confirm booking' });
      expect(confirm).toBeEnabled();
      await user.click(confirm);
      expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
      expect(calls.some((c) => c.key === 'POST /api/member/events/bookings')).toBe(false);
      // The server's refusal of too many places names the limit.
      await user.type(within(dialog).getByLabelText(/^Phone/), '9876543210');
      await user.click(confirm);
      expect(
        await within(dialog).findByText(
          'A member may book at most 8 places for this event, counting those already booked.',
        ),
      ).toBeInTheDocument();
    },
  );

  it('offers the waitlist when the event is full and joins it', { timeout: 30_000 }, async () => {
    const full = { ...diwali, capacity: 10, placesTaken: 10 };
    const calls = mockSignedIn(testMember(), {
      'GET /api/events': () => json(200, { items: [full] }),
      'GET /api/events/categories': () => json(200, { items: [] }),
      'GET /api/member/events/family': () => json(200, { hasSpouse: true, dependents: [] }),
      'POST /api/member/events/bookings/quote': (init) =>
        json(200, {
          ...quoteOf(JSON.parse(String(init?.body)) as { who: string; guests: unknown[] }),
          placesLeft: 0,
        }),
      'POST /api/member/events/waitlist': () =>
        json(201, { booking: null, entry: { id: 5, position: 4, status: 'waiting' } }),
    });
    renderAt('/member/events/eventsList');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Book: Diwali Night' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Book Diwali Night' });
    const notice = await within(dialog).findByTestId('event-full', {}, { timeout: 3000 });
    expect(notice).toHaveTextContent('Join the waitlist');
    expect(within(dialog).getByRole('button', { name: 'Confirm booking' })).toBeDisabled();
    await user.click(within(dialog).getByText('Both of us'));
    await user.click(within(notice).getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/member/events/waitlist')?.body).toMatchObject({
        eventId: 1,
        who: 'both',
      }),
    );
    expect(await screen.findByText(/number 4 in line/)).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/member/events/bookings')).toBe(false);
  });
});
