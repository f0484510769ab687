import {
  DEFAULT_CANCELLATION_POLICIES,
  type ChamberBooking,
  type SessionUser,
} from '@club/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  json,
  mockSignedIn,
  renderAt,
  resetEachTest,
  testMember,
} from '../../../../test/app-harness';

const booking = (over: Partial<ChamberBooking>): ChamberBooking => ({
  id: 7,
  memberId: 1,
  memberCode: 'M1001',
  memberName: 'Arjun Mehta',
  roomType: 'double',
  checkIn: '2026-12-10',
  checkOut: '2026-12-12',
  rooms: 1,
  occupants: 2,
  ownStay: false,
  guestName: 'Asha Rao',
  nationality: 'Indian',
  guestType: 'member',
  affiliatedClub: '',
  affiliatedClubId: null,
  clubCheck: 'none',
  clubCheckedAt: null,
  clubCheckedBy: '',
  clubHasEmail: false,
  idProofUrl: '/api/chambers/bookings/7/id-proof',
  status: 'confirmed',
  reason: '',
  nights: 2,
  tariff: 420_000,
  taxRate: 1200,
  tax: 100_800,
  total: 940_800,
  assigned: [
    { roomId: 3, number: '201', name: 'Garden Double', from: '2026-12-10', to: '2026-12-12' },
  ],
  steps: [],
  cancellable: true,
  cancellationPolicy: DEFAULT_CANCELLATION_POLICIES.chambers,
  refund: null,
  version: 1,
  createdAt: '2026-11-20T10:00:00Z',
  ...over,
});

describe('My Chamber Bookings (member/chamber/myBooking)', () => {
  resetEachTest();

  it('shows each booking with its status, price and rooms, and cancels one after asking', async () => {
    const member: SessionUser = testMember();
    const calls = mockSignedIn(member, {
      'GET /api/chambers/bookings': () =>
        json(200, {
          items: [
            booking({}),
            booking({
              id: 5,
              status: 'rejected',
              reason: 'Fully booked',
              cancellable: false,
              assigned: [],
            }),
            booking({
              id: 9,
              status: 'requested',
              guestType: 'affiliate',
              affiliatedClub: 'Madras Gymkhana Club',
              affiliatedClubId: 2,
              clubCheck: 'pending',
              clubHasEmail: true,
              assigned: [],
            }),
            booking({
              id: 11,
              status: 'requested',
              guestType: 'affiliate',
              affiliatedClub: 'Delhi Gymkhana Club',
              affiliatedClubId: 3,
              clubCheck: 'verified',
              clubCheckedAt: '2026-11-21T04:30:00Z',
              clubCheckedBy: 'Delhi Gymkhana Club',
              assigned: [],
            }),
          ],
        }),
      'GET /api/calendar/feed': () =>
        json(200, { active: false, createdAt: null, language: 'en', url: null }),
      'GET /api/chambers/bookings/7/refund': () =>
        json(200, {
          bookingId: 7,
          today: '2026-12-06',
          daysBefore: 4,
          percent: 50,
          charged: 940_800,
          amount: 470_400,
          penalty: 470_400,
          policy: DEFAULT_CANCELLATION_POLICIES.chambers,
        }),
      'POST /api/chambers/bookings/7/cancel': () =>
        json(
          200,
          booking({
            status: 'cancelled',
            cancellable: false,
            version: 2,
            refund: { daysBefore: 4, percent: 50, amount: 470_400, waived: false },
          }),
        ),
    });
    renderAt('/member/chamber/myBooking');
    const user = userEvent.setup();
    const card = (
      await screen.findByRole('heading', { name: /^Booking #7/ }, { timeout: 5000 })
    ).closest('section')!;
    expect(within(card).getByText('Confirmed')).toBeInTheDocument();
    expect(card).toHaveTextContent('₹9,408.00');
    expect(card).toHaveTextContent('201 Garden Double');
    const rejected = screen.getByRole('heading', { name: /^Booking #5/ }).closest('section')!;
    expect(rejected).toHaveTextContent('Reason: Fully booked');
    expect(within(rejected).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    // An affiliate guest's request says where its club's check stands; a member's guest none.
    const waiting = screen.getByRole('heading', { name: /^Booking #9/ }).closest('section')!;
    expect(waiting).toHaveTextContent('Waiting for Madras Gymkhana Club to verify the guest');
    const verified = screen.getByRole('heading', { name: /^Booking #11/ }).closest('section')!;
    expect(verified).toHaveTextContent(/Verified by Delhi Gymkhana Club on .*21/);
    expect(card).not.toHaveTextContent('Club check');
    // A confirmed stay downloads its .ics; a rejected request has none.
    expect(
      within(card).getByRole('link', { name: 'Add booking #7 to your calendar (.ics file)' }),
    ).toHaveAttribute('href', '/api/calendar/chambers/7.ics');
    expect(within(rejected).queryByRole('link', { name: /to your calendar/ })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('charged ₹9,408.00');
    expect(await within(dialog).findByText('Cancelling now refunds ₹4,704.00 (50%)')).toBeVisible();
    expect(dialog).toHaveTextContent('4 days before the stay: the club keeps ₹4,704.00');
    expect(calls.some((c) => c.key === 'POST /api/chambers/bookings/7/cancel')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking #7 cancelled.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/chambers/bookings/7/cancel')?.body).toEqual({
      version: 1,
    });
  });
});
