import type { AuditEntry } from '@club/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll } from 'vitest';
import { json, mockSignedIn, testStaff } from '../../../test/app-harness';

/* The audit log's entries as the server writes them, and the steps its tests share. */

const admin = testStaff();

/** The entries the list shows (as `api` last answered them). */
let shown: AuditEntry[] = [];
const by = { kind: 'staff' as const, code: 'admin', name: 'Club Administrator' };

let nextId = 100;
export const entry = (over: Partial<AuditEntry>): AuditEntry => ({
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
export const ENTRIES: Record<string, AuditEntry> = {
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

export function api(items: AuditEntry[], page: { total?: number; totalCapped?: boolean } = {}) {
  shown = items;
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
export async function openChanges(e: AuditEntry) {
  const user = userEvent.setup();
  const list = await screen.findByRole('table', { name: 'Audit log entries' }, { timeout: 5000 });
  const toggles = await within(list).findAllByRole('button', { name: /^(Show|Hide) changes$/ });
  await user.click(toggles[shown.indexOf(e)]!);
  return screen.findByRole('table', { name: `Changes of entry ${e.id}` });
}

/** The cells of a field's row: [label, before, after]. */
export function fieldRow(table: HTMLElement, label: string | RegExp) {
  const cell = within(table).getByRole('cell', { name: label });
  return within(cell.closest('tr')!)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');
}

/** The staff layout and the audit page load before any test's clock runs (a loaded machine). */
export function preloadAuditPage(): void {
  beforeAll(async () => {
    await Promise.all([import('../../../app/layout/app-layout'), import('../pages/audit-page')]);
  }, 60_000);
}
