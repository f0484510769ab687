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
import { hallBooking } from '../hall-booking-fixture';

const admin = testStaff();
const requested = hallBooking({ status: 'requested', advance: null, advanceDueOn: null });

describe('Manage Banquets Booking (admin/banquet/ManageBanquetOrder, OrderDetail)', () => {
  resetEachTest();

  it('lists the hall bookings filtered by status, each opening its detail', async () => {
    const calls = mockSignedIn(admin, {
      'GET /api/admin/banquets/bookings': () =>
        json(200, { items: [requested], pageCount: 1, pageIndex: 0, pageSize: 20, total: 1 }),
    });
    renderAt('/admin/banquet/ManageBanquetOrder');
    const table = await screen.findByRole('table', { name: 'Hall bookings' }, { timeout: 5000 });
    const link = await within(table).findByRole('link', { name: 'Booking #7' });
    expect(link).toHaveAttribute('href', '/admin/banquet/OrderDetail/7');
    expect(table).toHaveTextContent('Crystal Hall');
    expect(within(table).getByText('Requested')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Status' })).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'GET /api/admin/banquets/bookings')).toBe(true);
  });

  it('shows a request with its price, history and function sheet, and rejects it with a reason', async () => {
    const calls = mockSignedIn(admin, {
      'GET /api/admin/banquets/bookings/7': () => json(200, requested),
      'POST /api/admin/banquets/bookings/7/reject': () =>
        json(200, { ...requested, status: 'rejected', reason: 'Hall under repair', version: 2 }),
    });
    renderAt('/admin/banquet/OrderDetail/7');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Hall booking #7' }, { timeout: 5000 });
    expect(screen.getByText('Member: Arjun Mehta (M1001)')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'The price broken down' })).toHaveTextContent(
      '₹1,72,280.00',
    );
    expect(screen.getByRole('link', { name: 'Function sheet (PDF)' })).toHaveAttribute(
      'href',
      '/api/admin/banquets/bookings/7/function-sheet.pdf?lang=en',
    );
    expect(screen.getByRole('button', { name: 'Confirm with advance' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the request' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Write the reason the member will read.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Hall under repair');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Request #7 rejected.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/admin/banquets/bookings/7/reject')?.body).toEqual(
      { reason: 'Hall under repair', version: 1 },
    );
  });

  it('confirms with an advance typed in rupees', async () => {
    const calls = mockSignedIn(admin, {
      'GET /api/admin/banquets/bookings/7': () => json(200, requested),
      'POST /api/admin/banquets/bookings/7/confirm': () => json(200, hallBooking({ version: 2 })),
    });
    renderAt('/admin/banquet/OrderDetail/7');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Confirm with advance' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the booking' });
    await user.type(within(dialog).getByRole('textbox', { name: /Advance/ }), '50,000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm with advance' }));
    // The due date is required: nothing is sent without it.
    expect(calls.some((c) => c.key === 'POST /api/admin/banquets/bookings/7/confirm')).toBe(false);
  });
});
