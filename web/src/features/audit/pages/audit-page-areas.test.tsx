import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../lib/i18n';
import { renderAt, resetApp } from '../../../test/app-harness';
import { api, ENTRIES, fieldRow, openChanges, preloadAuditPage } from '../testing/audit-entries';

preloadAuditPage();

describe('the audit log’s changes of the other areas, as office staff read them', () => {
  beforeEach(() => {
    resetApp();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await switchLanguage('en');
  });

  it('shows payments, menu items, outlets, orders, settings, imports, pages and notices readably', async () => {
    const shown = [
      ENTRIES.paymentCapture!,
      ENTRIES.paymentFail!,
      ENTRIES.itemUpdate!,
      ENTRIES.outletUpdate!,
      ENTRIES.orderStatus!,
      ENTRIES.settings!,
      ENTRIES.statementImport!,
      ENTRIES.page!,
      ENTRIES.notice!,
      ENTRIES.password!,
    ];
    api(shown);
    renderAt('/admin/audit');

    const payment = await openChanges(ENTRIES.paymentCapture!);
    expect(fieldRow(payment, /^Status/)).toEqual(['Status (changed)', 'Started', 'Paid']);
    expect(fieldRow(payment, /^Amount/)[2]).toBe('₹500.50');
    expect(fieldRow(payment, /^Learnt from/)[2]).toBe("The provider's notification");
    const failed = await openChanges(ENTRIES.paymentFail!);
    expect(fieldRow(failed, /^Reason/)[2]).toBe('The payment provider could not be reached');

    const item = await openChanges(ENTRIES.itemUpdate!);
    const labels = within(item)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    // Changed fields first; bookkeeping (id, times) only in the technical details.
    expect(labels.slice(0, 4)).toEqual([
      'Price (changed)',
      'GST (changed)',
      'Available from (changed)',
      'Available until (changed)',
    ]);
    expect(labels).not.toContain('id');
    expect(labels.some((l) => /created|updated/i.test(l ?? ''))).toBe(false);
    expect(fieldRow(item, /^Price/).slice(1)).toEqual(['₹320.00', '₹350.50']);
    expect(fieldRow(item, /^GST/).slice(1)).toEqual(['5%', '18%']);
    expect(fieldRow(item, /^Veg or non-veg/).slice(1)).toEqual(['Vegetarian', 'Vegetarian']);
    expect(fieldRow(item, /^Kitchen/).slice(1)).toEqual(['Tandoor', 'Tandoor']);
    expect(fieldRow(item, /^Outlet/).slice(1)).toEqual(['Restaurant', '']);
    expect(fieldRow(item, /^Category/).slice(1)).toEqual(['#2', '#2']);

    const outlet = await openChanges(ENTRIES.outletUpdate!);
    expect(fieldRow(outlet, /^Preparation time/).slice(1)).toEqual(['20 min', '30 min']);
    expect(fieldRow(outlet, /^Opens at/).slice(1)).toEqual(['11:00', '12:00']);

    const order = await openChanges(ENTRIES.orderStatus!);
    expect(fieldRow(order, /^Status/).slice(1)).toEqual(['Ordered', 'Confirmed']);

    const club = await openChanges(ENTRIES.settings!);
    expect(fieldRow(club, /^Financial year starts in/).slice(1)).toEqual(['April', 'January']);

    const imported = await openChanges(ENTRIES.statementImport!);
    expect(fieldRow(imported, /^Month/)[1]).toBe('February 2026');
    expect(fieldRow(imported, /^Total billed/)[1]).toBe('₹12,34,567.89');
    expect(fieldRow(imported, /^Rows/)[1]).toBe('412');
    expect(within(imported).queryByText(/a{64}/)).toBeNull();

    const page = await openChanges(ENTRIES.page!);
    expect(fieldRow(page, /^Page/).slice(1)).toEqual(['Cricket', 'Cricket']);
    expect(fieldRow(page, /^Text/).slice(1)).toEqual([
      'Nets every evening.',
      'Nets every morning & evening.',
    ]);
    expect(fieldRow(page, /^Call to action/).slice(1)).toEqual(['—', 'Contact the office']);
    const timings = within(page)
      .getByRole('cell', { name: /^Timings/ })
      .closest('tr')!;
    expect(
      within(within(timings).getAllByRole('cell')[2]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Nets: 6 am to 9 am', 'Coaching: 4 pm to 6 pm']);

    const notice = await openChanges(ENTRIES.notice!);
    expect(fieldRow(notice, /^Shown from/)[1]).toBe('13 Mar 2026');
    expect(fieldRow(notice, /^Shown until/)[1]).toBe('—');
    expect(fieldRow(notice, /^Pinned to the top/)[1]).toBe('Yes');

    const user = userEvent.setup();
    const list = screen.getByRole('table', { name: 'Audit log entries' });
    await user.click(within(list).getAllByRole('button', { name: /^(Show|Hide) changes$/ })[9]!);
    expect(await screen.findByText('No details recorded.')).toBeInTheDocument();
    expect(within(list).getByText('Password changed')).toBeInTheDocument();
  }, 60_000);
});
