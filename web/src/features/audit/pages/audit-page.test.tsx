import type { AuditEntry } from '@club/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../lib/i18n';
import { json, mockSignedIn, renderAt, resetApp, testStaff } from '../../../test/app-harness';

const admin = testStaff();
const by = { kind: 'staff' as const, code: 'admin', name: 'Club Administrator' };

let nextId = 100;
const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: nextId++,
  at: '2026-03-14T06:30:00.000Z',
  actor: by,
  actedFor: null,
  action: 'member.update',
  entity: 'member',
  entityId: '7',
  subject: { code: 'M1001', name: 'Arjun Mehta' },
  before: null,
  after: null,
  ip: '10.0.0.7',
  requestId: 'req-1',
  ...over,
});

/** Entries as the server writes them, one of each kind the office meets. */
const ENTRIES: Record<string, AuditEntry> = {
  memberUpdate: entry({
    action: 'member.update',
    before: {
      creditLimit: 2_500_000,
      sportsInterests: ['Cricket'],
      spouse: null,
      dependents: [{ name: 'Ria Mehta', relation: 'Daughter', dateOfBirth: '2012-05-04' }],
    },
    after: {
      creditLimit: 5_000_050,
      sportsInterests: ['Cricket', 'Tennis'],
      spouse: { name: 'Priya Mehta', dateOfBirth: '1985-02-11' },
      dependents: [
        { name: 'Ria Mehta', relation: 'Daughter', dateOfBirth: '2012-05-04' },
        { name: 'Kabir Mehta', relation: 'Son', dateOfBirth: null },
      ],
    },
  }),
  memberCreate: entry({
    action: 'member.create',
    entityId: '8',
    subject: { code: 'JRN901', name: 'Nandini Sarkar' },
    after: {
      code: 'JRN901',
      title: 'Ms',
      firstName: 'Nandini',
      lastName: 'Sarkar',
      gender: 'F',
      dateOfBirth: '1988-07-19',
      email: 'nandini@example.com',
      mobile: '+91 98450 12345',
      address: '',
      membershipType: 'Corporate',
      status: 'Active',
      joinedOn: '2026-03-14',
      spouse: null,
      dependents: [],
      sportsInterests: [],
      creditLimit: 1_234_550,
      language: 'de',
      consentEmail: true,
      consentSms: false,
      hasPhoto: false,
    },
  }),
  memberStatus: entry({
    action: 'member.status',
    before: { status: 'Active' },
    after: { status: 'Suspended', reason: 'Dues unpaid' },
  }),
  paymentCapture: entry({
    action: 'payment.capture',
    entity: 'payment',
    entityId: '31',
    subject: null,
    before: { status: 'created' },
    after: { status: 'captured', via: 'webhook', providerPaymentId: 'pay_Q1w2E3', amount: 50_050 },
  }),
  paymentFail: entry({
    action: 'payment.fail',
    entity: 'payment',
    entityId: '32',
    subject: null,
    before: { status: 'created' },
    after: { status: 'failed', reason: 'provider_error' },
  }),
  itemUpdate: entry({
    action: 'fnb.item.update',
    entity: 'fnb_item',
    entityId: '5',
    subject: null,
    before: {
      id: 5,
      outlet: 'restaurant',
      categoryId: 2,
      subCategoryId: null,
      name: 'Paneer tikka',
      description: '',
      price: 32_000,
      diet: 'veg',
      imageUrl: null,
      kitchen: 'tandoor',
      taxRate: 500,
      availableFrom: null,
      availableTo: null,
      active: true,
      soldOutOn: null,
      sort: 0,
      createdAt: '2026-01-02T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
    },
    after: {
      categoryId: 2,
      subCategoryId: null,
      name: 'Paneer tikka',
      description: '',
      price: 35_050,
      diet: 'veg',
      imageUrl: null,
      kitchen: 'tandoor',
      taxRate: 1800,
      availableFrom: '12:00',
      availableTo: '15:30',
      active: true,
      sort: 0,
    },
  }),
  outletUpdate: entry({
    action: 'fnb.outlet.update',
    entity: 'fnb_outlet',
    entityId: 'bar',
    subject: null,
    before: { opensAt: '11:00', closesAt: '23:00', leadMinutes: 20, slotCapacity: 8 },
    after: { opensAt: '12:00', closesAt: '23:00', leadMinutes: 30, slotCapacity: 8 },
  }),
  orderStatus: entry({
    action: 'fnb.order.status',
    entity: 'fnb_order',
    entityId: '44',
    subject: null,
    before: { status: 'ordered' },
    after: { status: 'confirmed' },
  }),
  settings: entry({
    action: 'settings.update',
    entity: 'club_settings',
    entityId: '1',
    subject: null,
    before: { clubName: 'Test Gymkhana Club', financialYearStartMonth: 4 },
    after: { clubName: 'Test Gymkhana Club', financialYearStartMonth: 1 },
  }),
  statementImport: entry({
    action: 'statement_import.create',
    entity: 'statement_import',
    entityId: '3',
    subject: null,
    after: {
      fileName: 'bills-2026-02.csv',
      fileSha256: 'a'.repeat(64),
      period: '2026-02',
      rowCount: 412,
      totalBilled: 123_456_789,
      totalReceived: 98_765_400,
      ledgerEntries: 820,
    },
  }),
  page: entry({
    action: 'content.page.update',
    entity: 'content_page',
    entityId: 'cricket',
    subject: null,
    before: {
      slug: 'cricket',
      title: 'Cricket',
      bodyHtml: '<p>Nets every <strong>evening</strong>.</p>',
      timings: [{ label: 'Nets', value: '6 am to 9 am' }],
      cta: null,
    },
    after: {
      slug: 'cricket',
      title: 'Cricket',
      bodyHtml: '<p>Nets every <strong>morning</strong> &amp; evening.</p>',
      timings: [
        { label: 'Nets', value: '6 am to 9 am' },
        { label: 'Coaching', value: '4 pm to 6 pm' },
      ],
      cta: 'contact',
    },
  }),
  notice: entry({
    action: 'notice.create',
    entity: 'notice',
    entityId: '9',
    subject: null,
    after: { title: 'Holi closure', showFrom: '2026-03-13', showUntil: null, pinned: true },
  }),
  password: entry({
    action: 'staff.password_change',
    entity: 'staff',
    entityId: '1',
    subject: null,
  }),
};

function api(items: AuditEntry[], page: { total?: number; totalCapped?: boolean } = {}) {
  const total = page.total ?? items.length;
  return mockSignedIn(admin, {
    'GET /api/admin/audit': () =>
      json(200, {
        items,
        pageIndex: 0,
        pageSize: 20,
        pageCount: Math.ceil(total / 20),
        total,
        totalCapped: page.totalCapped ?? false,
      }),
    'GET /api/admin/audit/facets': () =>
      json(200, {
        entities: ['member', 'payment'],
        actions: ['member.status', 'member.reset_pin', 'some.new_action'],
      }),
  });
}

/** Opens the changes of an entry (by its place in the list); answers its change table. */
async function openChanges(e: AuditEntry) {
  const user = userEvent.setup();
  const list = await screen.findByRole('table', { name: 'Audit log entries' }, { timeout: 5000 });
  const toggles = await within(list).findAllByRole('button', { name: /^(Show|Hide) changes$/ });
  await user.click(toggles[shown.indexOf(e)]!);
  return screen.findByRole('table', { name: `Changes of entry ${e.id}` });
}
let shown: AuditEntry[] = [];

/** The cells of a field's row: [label, before, after]. */
function fieldRow(table: HTMLElement, label: string | RegExp) {
  const cell = within(table).getByRole('cell', { name: label });
  return within(cell.closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');
}

describe('the audit log’s changes, as office staff read them', () => {
  beforeEach(() => {
    resetApp();
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await switchLanguage('en');
  });

  it('shows a member edit with labels, money, choices and the family as lists', async () => {
    shown = [ENTRIES.memberUpdate!, ENTRIES.memberStatus!];
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
    shown = [ENTRIES.memberStatus!];
    api(shown, { total: 10_000, totalCapped: true });
    renderAt('/admin/audit');
    expect(
      await screen.findByText('1–1 of more than 10,000', {}, { timeout: 15_000 }),
    ).toBeVisible();
    await switchLanguage('de');
    expect(await screen.findByText('1–1 von mehr als 10.000')).toBeVisible();
  }, 30_000);

  it('shows a new member’s record in one column, with dates, yes/no and labels', async () => {
    shown = [ENTRIES.memberCreate!];
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

  it('shows payments, menu items, outlets, orders, settings, imports, pages and notices readably', async () => {
    shown = [
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

  it('in German: labels, money and dates in German; the filters offer actions by label', async () => {
    shown = [ENTRIES.memberUpdate!];
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
