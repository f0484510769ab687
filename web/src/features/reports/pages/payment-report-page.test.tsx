import type { PaymentReportResponse, PaymentReportRow } from '@club/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockSignedIn, renderAt, resetApp, testStaff } from '../../../test/app-harness';

/* The Payment Report keeps its filters, order, page and page size in the address. */

const row = (id: number, over: Partial<PaymentReportRow> = {}): PaymentReportRow => ({
  id,
  purpose: 'dues',
  description: `Dues payment ${id}`,
  amount: 50_000,
  currency: 'INR',
  provider: 'sandbox',
  providerOrderId: `order_${id}`,
  providerPaymentId: null,
  status: 'failed',
  amountRefunded: 0,
  attempts: 1,
  failureReason: null,
  failureReasonCode: null,
  createdAt: '2026-12-01T06:30:00.000Z',
  capturedAt: null,
  memberId: 7,
  memberCode: 'M1001',
  memberName: 'Asha Rao',
  settledVia: null,
  ...over,
});

const answer = (items: PaymentReportRow[], total: number): PaymentReportResponse => ({
  items,
  pageIndex: 0,
  pageSize: 20,
  pageCount: Math.ceil(total / 20),
  total,
  totals: { count: total, amount: total * 50_000, captured: 0, byStatus: [] },
  currency: 'INR',
});

/** The report's reads, as the queries the page sent. */
const reads = () =>
  (vi.mocked(fetch).mock.calls as [string][])
    .map(([u]) => new URL(u, 'http://localhost'))
    .filter((u) => u.pathname === '/api/admin/reports/payments')
    .map((u) => u.searchParams);

const timeout = { timeout: 5_000 };

describe('the Payment Report (admin/report/payment)', () => {
  beforeAll(async () => {
    await Promise.all([import('../../../app/layout/app-layout'), import('./payment-report-page')]);
  }, 60_000);
  beforeEach(() => {
    resetApp();
    mockSignedIn(testStaff(), {
      'GET /api/admin/reports/payments': () => json(200, answer([row(1), row(2)], 45)),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads its filters, order, page and size from the address: a reload shows the same report', async () => {
    renderAt(
      '/admin/report/payment?member=M1001&status=failed&period=all&sort=amount&dir=asc&page=2&size=50',
    );
    const table = await screen.findByRole('table', { name: 'Payments' }, timeout);
    expect(await within(table).findByText('Dues payment 1')).toBeInTheDocument();
    const q = reads().at(-1)!;
    expect(q.get('member')).toBe('M1001');
    expect(q.get('status')).toBe('failed');
    expect(q.get('from')).toBeNull();
    expect(q.get('sortBy')).toBe('amount');
    expect(q.get('sortDir')).toBe('asc');
    expect(q.get('pageIndex')).toBe('1');
    expect(q.get('pageSize')).toBe('50');
    // The fields show what the address says.
    expect(screen.getByRole('textbox', { name: 'Member' })).toHaveValue('M1001');
    expect(screen.getByRole('textbox', { name: 'Status' })).toHaveValue('Failed');
    expect(screen.getByRole('button', { name: 'All dates' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('puts a filter and the page in the address, and a filter goes back to the first page', async () => {
    const router = renderAt('/admin/report/payment');
    await screen.findByRole('table', { name: 'Payments' }, timeout);
    // This month, newest first, 20 a page.
    const first = reads().at(-1)!;
    expect(first.get('from')).toMatch(/^\d{4}-\d{2}-01$/);
    expect(first.get('sortDir')).toBe('desc');
    expect(first.get('pageSize')).toBe('20');

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(reads().at(-1)!.get('pageIndex')).toBe('1'));

    await user.type(screen.getByRole('textbox', { name: 'Member' }), 'M1001');
    await waitFor(() => expect(router.state.location.search).toBe('?member=M1001'));
    await waitFor(() => expect(reads().at(-1)!.get('member')).toBe('M1001'));
    expect(reads().at(-1)!.get('pageIndex')).toBe('0');

    await user.click(screen.getByRole('button', { name: 'All dates' }));
    await waitFor(() => expect(router.state.location.search).toBe('?member=M1001&period=all'));

    // "Clear filters": this month again, and the member field empties.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('textbox', { name: 'Member' })).toHaveValue('');
  });
});
