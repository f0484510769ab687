import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../lib/i18n';
import { renderAt, resetApp } from '../../../test/app-harness';
import { api, ENTRIES, fieldRow, openChanges, preloadAuditPage } from '../testing/audit-entries';

preloadAuditPage();

describe('the audit log’s changes, as office staff read them', () => {
  beforeEach(() => {
    resetApp();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await switchLanguage('en');
  });

  it('shows a member edit with labels, money, choices and the family as lists', async () => {
    const shown = [ENTRIES.memberUpdate!, ENTRIES.memberStatus!];
    api(shown);
    renderAt('/admin/audit');
    const list = await screen.findByRole('table', { name: 'Audit log entries' }, { timeout: 5000 });
    expect(await within(list).findByText('Member details changed')).toBeInTheDocument();
    expect(within(list).getByText('Member status changed')).toBeInTheDocument();

    const changes = await openChanges(ENTRIES.memberUpdate!);
    expect(fieldRow(changes, /^Credit limit/)).toEqual([
      'Credit limit (changed)',
      '₹25,000.00',
      '₹50,000.50',
    ]);
    expect(fieldRow(changes, /^Sports interests/).slice(1)).toEqual(['Cricket', 'Cricket, Tennis']);
    expect(fieldRow(changes, /^Spouse/).slice(1)).toEqual(['—', 'Priya Mehta, born 11 Feb 1985']);
    const family = within(changes)
      .getByRole('cell', { name: /^Dependents/ })
      .closest('tr')!;
    const [, before, after] = within(family).getAllByRole('cell');
    expect(
      within(before!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ria Mehta (Daughter), born 4 May 2012']);
    expect(
      within(after!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ria Mehta (Daughter), born 4 May 2012', 'Kabir Mehta (Son)']);
    // No field names, minor units or JSON where a person reads.
    expect(within(changes).queryByText(/creditLimit|2500000|\{/)).toBeNull();
    // The raw entry stays in the collapsed technical details.
    const raw = screen.getByText(/"creditLimit": 2500000/);
    expect(raw).not.toBeVisible();
    expect(screen.getByText('Technical details')).toBeVisible();

    const status = await openChanges(ENTRIES.memberStatus!);
    expect(fieldRow(status, /^Status/)).toEqual(['Status (changed)', 'Active', 'Suspended']);
    expect(fieldRow(status, /^Reason/)).toEqual(['Reason', '', 'Dues unpaid']);
  }, 30_000);

  it('says "more than" when the log holds more entries than the server counts', async () => {
    const shown = [ENTRIES.memberStatus!];
    api(shown, { total: 10_000, totalCapped: true });
    renderAt('/admin/audit');
    expect(
      await screen.findByText('1–1 of more than 10,000', {}, { timeout: 15_000 }),
    ).toBeVisible();
    await switchLanguage('de');
    expect(await screen.findByText('1–1 von mehr als 10.000')).toBeVisible();
  }, 30_000);

  it('shows a new member’s record in one column, with dates, yes/no and labels', async () => {
    const shown = [ENTRIES.memberCreate!];
    api(shown);
    renderAt('/admin/audit');
    const changes = await openChanges(ENTRIES.memberCreate!);
    expect(
      within(changes)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Field', 'After']);
    const value = (label: RegExp) => fieldRow(changes, label)[1];
    expect(value(/^Gender/)).toBe('Female');
    expect(value(/^Date of birth/)).toBe('19 Jul 1988');
    expect(value(/^Membership type/)).toBe('Corporate');
    expect(value(/^Date of joining/)).toBe('14 Mar 2026');
    expect(value(/^Credit limit/)).toBe('₹12,345.50');
    expect(value(/^Language for mails/)).toBe('Deutsch');
    expect(value(/^Agrees to club mails/)).toBe('Yes');
    expect(value(/^Agrees to text messages/)).toBe('No');
    expect(value(/^Dependents/)).toBe('—');
    expect(value(/^Postal address/)).toBe('—');
  }, 30_000);

  it('in German: labels, money and dates in German; the filters offer actions by label', async () => {
    const shown = [ENTRIES.memberUpdate!];
    api(shown);
    await switchLanguage('de');
    renderAt('/admin/audit');
    const list = await screen.findByRole('table', { name: /Prüfprotokoll/ }, { timeout: 5000 });
    expect(await within(list).findByText('Mitgliedsdaten geändert')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Änderungen zeigen' }));
    const changes = await screen.findByRole('table', {
      name: `Änderungen von Eintrag ${ENTRIES.memberUpdate!.id}`,
    });
    expect(fieldRow(changes, /^Kreditlimit/)).toEqual([
      'Kreditlimit (geändert)',
      '25.000,00\u00a0₹',
      '50.000,50\u00a0₹',
    ]);
    expect(fieldRow(changes, /^Ehepartner/)[2]).toBe('Priya Mehta, geboren am 11.02.1985');

    const action = screen.getByRole('textbox', { name: 'Aktion' });
    await user.click(action);
    const listbox = () => document.getElementById(action.getAttribute('aria-controls') ?? '');
    await waitFor(() => expect(listbox()).not.toBeNull());
    const options = within(listbox()!).getAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual([
      'Mitgliedsstatus geändert',
      'PIN von der Geschäftsstelle zurückgesetzt',
      'some.new_action',
    ]);
  }, 30_000);
});
