import { DEFAULT_CANCELLATION_POLICIES, type ChamberBooking } from '@club/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  json,
  mockSignedIn,
  renderAt,
  resetEachTest,
  testStaff,
} from '../../../../test/app-harness';

const admin = testStaff();
const requested: ChamberBooking = {
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
  guestType: 'affiliate',
  affiliatedClub: 'Bombay Gymkhana',
  affiliatedClubId: 4,
  clubCheck: 'verified',
  clubCheckedAt: '2026-11-21T04:30:00Z',
  clubCheckedBy: 'Bombay Gymkhana',
  clubHasEmail: true,
  idProofUrl: '/api/admin/chambers/bookings/7/id-proof',
  status: 'requested',
  reason: '',
  nights: 2,
  tariff: 620_000,
  taxRate: 1200,
  tax: 148_800,
  total: 1_388_800,
  assigned: [],
  steps: [{ step: 'requested', by: 'Arjun Mehta', at: '2026-11-20T10:00:00Z' }],
  cancellable: true,
  cancellationPolicy: DEFAULT_CANCELLATION_POLICIES.chambers,
  refund: null,
  version: 0,
  createdAt: '2026-11-20T10:00:00Z',
};

describe('Booking detail (admin/chamber/OrderDetail/{id})', () => {
  resetEachTest();

  it('confirms a request with a free room, at the version it shows', async () => {
    const calls = mockSignedIn(admin, {
      'GET /api/admin/chambers/bookings/7': () => json(200, requested),
      'GET /api/admin/chambers/bookings/7/free-rooms': () =>
        json(200, { items: [{ id: 3, number: '201', name: 'Garden Double', capacity: 2 }] }),
      'POST /api/admin/chambers/bookings/7/confirm': () =>
        json(200, { ...requested, status: 'confirmed', version: 1 }),
    });
    renderAt('/admin/chamber/OrderDetail/7');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Booking #7' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Affiliate-club guest (Bombay Gymkhana)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ID proof' })).toHaveAttribute(
      'href',
      '/api/admin/chambers/bookings/7/id-proof',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm with rooms' });
    const room = await within(dialog).findByRole('checkbox', { name: /201 Garden Double/ });
    // Confirming without a room is refused on the screen (the group's label and its error).
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getAllByText('Choose 1 room free on these nights')).toHaveLength(2);
    expect(calls.some((c) => c.key === 'POST /api/admin/chambers/bookings/7/confirm')).toBe(false);
    await user.click(room);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Booking #7 confirmed/)).toBeInTheDocument();
    expect(
      calls.find((c) => c.key === 'POST /api/admin/chambers/bookings/7/confirm')?.body,
    ).toEqual({
      roomIds: [3],
      version: 0,
    });
  });

  it("explains a request waiting for its club, resends the club's mail and records its answer", async () => {
    const pending: ChamberBooking = {
      ...requested,
      clubCheck: 'pending',
      clubCheckedAt: null,
      clubCheckedBy: '',
    };
    const calls = mockSignedIn(admin, {
      'GET /api/admin/chambers/bookings/7': () => json(200, pending),
      'POST /api/admin/chambers/bookings/7/club-check/resend': () =>
        json(200, { ...pending, version: 1 }),
      'POST /api/admin/chambers/bookings/7/club-check': () =>
        json(200, { ...pending, clubCheck: 'verified', version: 1 }),
    });
    renderAt('/admin/chamber/OrderDetail/7');
    const user = userEvent.setup();
    const alert = (
      await screen.findByText(/can be confirmed once the club has verified/, {}, { timeout: 5000 })
    ).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('Waiting for Bombay Gymkhana to verify the guest');
    // The booking's facts say it too.
    expect(screen.getAllByText('Waiting for Bombay Gymkhana to verify the guest')).toHaveLength(2);
    await user.click(within(alert).getByRole('button', { name: "Resend the club's mail" }));
    expect(
      await screen.findByText('The mail to Bombay Gymkhana was sent again.'),
    ).toBeInTheDocument();
    expect(
      calls.find((c) => c.key === 'POST /api/admin/chambers/bookings/7/club-check/resend')?.body,
    ).toEqual({ version: 0 });
    await user.click(within(alert).getByRole('button', { name: "Record the club's answer" }));
    const dialog = await screen.findByRole('dialog', { name: "The club's answer (by phone)" });
    await user.click(within(dialog).getByRole('radio', { name: 'Declined the guest' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the answer' }));
    // Declining needs a reason: nothing is sent without one.
    expect(calls.some((c) => c.key === 'POST /api/admin/chambers/bookings/7/club-check')).toBe(
      false,
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Not known to us');
    await user.click(within(dialog).getByRole('button', { name: 'Save the answer' }));
    expect(await screen.findByText("The club's answer was recorded.")).toBeInTheDocument();
    expect(
      calls.find((c) => c.key === 'POST /api/admin/chambers/bookings/7/club-check')?.body,
    ).toEqual({ answer: 'declined', reason: 'Not known to us', version: 0 });
  });

  it('shows what cancelling refunds, and waives the penalty only with a reason', async () => {
    const confirmed: ChamberBooking = { ...requested, status: 'confirmed', version: 1 };
    const calls = mockSignedIn(admin, {
      'GET /api/admin/chambers/bookings/7': () => json(200, confirmed),
      'GET /api/admin/chambers/bookings/7/refund': () =>
        json(200, {
          bookingId: 7,
          today: '2026-12-09',
          daysBefore: 1,
          percent: 0,
          charged: 1_388_800,
          amount: 0,
          penalty: 1_388_800,
          policy: DEFAULT_CANCELLATION_POLICIES.chambers,
        }),
      'POST /api/admin/chambers/bookings/7/cancel': () =>
        json(200, {
          ...confirmed,
          status: 'cancelled',
          version: 2,
          refund: { daysBefore: 1, percent: 100, amount: 1_388_800, waived: true },
        }),
    });
    renderAt('/admin/chamber/OrderDetail/7');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Cancel booking' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the booking' });
    expect(await within(dialog).findByText('Cancelling now refunds ₹0.00 (0%)')).toBeVisible();
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Waive the penalty (refund the whole charge)' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(within(dialog).getByText('Give the reason the member will read.')).toBeVisible();
    expect(calls.some((c) => c.key === 'POST /api/admin/chambers/bookings/7/cancel')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Flight cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText(/Booking #7 cancelled/)).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/admin/chambers/bookings/7/cancel')?.body).toEqual(
      { reason: 'Flight cancelled', waivePenalty: true, version: 1 },
    );
  });
});
