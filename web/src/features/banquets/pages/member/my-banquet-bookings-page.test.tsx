import type { SessionUser } from '@club/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockSignedIn, renderAt, resetApp, testMember } from '../../../../test/app-harness';
import { hallBooking } from '../hall-booking-fixture';

describe('My Banquet Bookings (member/banquet/myBooking)', () => {
  beforeEach(() => resetApp());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows each booking with its status, price and advance due, and cancels one after showing the refund', async () => {
    const member: SessionUser = testMember();
    const calls = mockSignedIn(member, {
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

  it('pays a confirmed booking’s advance by card: the button opens the checkout', async () => {
    const member: SessionUser = testMember();
    const assign = vi.fn();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    const calls = mockSignedIn(member, {
      'GET /api/banquets/bookings': () =>
        json(200, {
          items: [
            hallBooking(),
            hallBooking({ id: 6, status: 'requested', advance: null, advancePayable: false }),
          ],
        }),
      'POST /api/banquets/bookings/7/advance-payment': () =>
        json(200, {
          booking: hallBooking(),
          checkout: {
            provider: 'sandbox',
            orderId: 'order_9',
            amount: 5_000_000,
            currency: 'INR',
            keyId: 'rzp_test_sandbox',
            checkoutUrl: '/api/payments/sandbox/checkout/order_9',
            name: 'Club',
            description: 'Advance',
            prefill: { name: 'A', email: '', contact: '' },
          },
        }),
    });
    renderAt('/member/banquet/myBooking');
    const user = userEvent.setup();
    const card = (
      await screen.findByRole('heading', { name: /^Booking #7/ }, { timeout: 5000 })
    ).closest('section')!;
    const requested = screen.getByRole('heading', { name: /^Booking #6/ }).closest('section')!;
    expect(within(requested).queryByRole('button', { name: /by card/ })).toBeNull();
    expect(within(requested).queryByRole('link', { name: /to your calendar/ })).toBeNull();
    expect(
      within(card).getByRole('link', { name: 'Add booking #7 to your calendar (.ics file)' }),
    ).toHaveAttribute('href', '/api/calendar/banquets/7.ics');
    await user.click(
      within(card).getByRole('button', {
        name: 'Pay the advance of booking #7 by card (₹50,000.00)',
      }),
    );
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/checkout/order_9'),
    );
    expect(
      calls.filter((c) => c.key === 'POST /api/banquets/bookings/7/advance-payment'),
    ).toHaveLength(1);
  });

  it('back from the checkout, settles the payment and shows the advance paid', async () => {
    const member: SessionUser = testMember();
    const calls = mockSignedIn(member, {
      'GET /api/banquets/bookings': () =>
        json(200, {
          items: [hallBooking({ advancePaidAt: '2026-11-24T04:30:00Z', advancePayable: false })],
        }),
      'POST /api/payments/verify': () =>
        json(200, {
          payment: {
            id: 1,
            purpose: 'banquet_advance',
            description: 'Advance',
            amount: 5_000_000,
            currency: 'INR',
            provider: 'sandbox',
            providerOrderId: 'order_9',
            providerPaymentId: 'pay_9',
            status: 'captured',
            amountRefunded: 0,
            attempts: 1,
            failureReason: null,
            failureReasonCode: null,
            createdAt: '2026-11-24T04:29:00Z',
            capturedAt: '2026-11-24T04:30:00Z',
          },
        }),
    });
    renderAt(
      '/member/banquet/myBooking?razorpay_order_id=order_9&razorpay_payment_id=pay_9&razorpay_signature=abc',
    );
    expect(
      await screen.findByText('Advance paid. Thank you.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: /^Booking #7/ }).closest('section')!;
    expect(within(card).getByTestId('advance-paid')).toHaveTextContent(
      'Advance paid by card on 24 Nov 2026',
    );
    expect(within(card).queryByRole('button', { name: /by card/ })).toBeNull();
    expect(calls.filter((c) => c.key === 'POST /api/payments/verify')).toHaveLength(1);
  });
});
