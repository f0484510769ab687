import type { SessionUser } from '@club/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  mockApi,
  renderAt,
  resetApp,
  testMember,
  testSettings as settings,
} from '../../../../test/app-harness';
import { hallBooking } from '../hall-booking-fixture';

describe('My Banquet Bookings (member/banquet/myBooking)', () => {
  beforeEach(() => resetApp());
  afterEach(() => vi.unstubAllGlobals());

  it('shows each booking with its status, price and advance due, and cancels one after showing the refund', async () => {
    const member: SessionUser = testMember();
    const calls = mockApi({
      'GET /api/settings': () => json(200, settings),
      'GET /api/auth/me': () => json(200, { user: member }),
      'GET /api/banquets/bookings': () =>
        json(200, {
          items: [
            hallBooking(),
            hallBooking({
              id: 5,
              status: 'rejected',
              reason: 'Hall under repair',
              cancellable: false,
              advance: null,
              advanceDueOn: null,
            }),
          ],
        }),
      'GET /api/banquets/bookings/7/cancellation': () =>
        json(200, { paid: 5_000_000, daysBefore: 40, refundPercent: 90, refund: 4_500_000 }),
      'POST /api/banquets/bookings/7/cancel': () =>
        json(200, hallBooking({ status: 'cancelled', cancellable: false, version: 2 })),
    });
    renderAt('/member/banquet/myBooking');
    const user = userEvent.setup();
    const card = (
      await screen.findByRole('heading', { name: /^Booking #7/ }, { timeout: 5000 })
    ).closest('section')!;
    expect(within(card).getByText('Confirmed')).toBeInTheDocument();
    expect(card).toHaveTextContent('Advance ₹50,000.00, due by');
    expect(card).toHaveTextContent('₹1,72,280.00');
    expect(card).toHaveTextContent('Veg Classic: 100 guests');
    expect(card).toHaveTextContent('Starters: Paneer Tikka');
    const rejected = screen.getByRole('heading', { name: /^Booking #5/ }).closest('section')!;
    expect(rejected).toHaveTextContent('Reason: Hall under repair');
    expect(within(rejected).queryByRole('button', { name: 'Cancel booking' })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(
      await within(dialog).findByText(/gives back 90 % of the ₹50,000.00 charged: ₹45,000.00/),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/banquets/bookings/7/cancel')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking #7 cancelled.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/banquets/bookings/7/cancel')?.body).toEqual({
      version: 1,
    });
  });
});
