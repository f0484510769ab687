import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupRuns, statementImports } from '../../db/schema/index.ts';
import { createMember } from '../../seed/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { COST, signInAs, type As, type Caller } from '../../../test/fixtures.ts';
import { payInSandbox, startPayment } from '../../../test/support/payments.ts';

let t: TestApp;
let as: As;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.ctx.db;
  as = await signInAs(t, ['member', 'admin', 'editor'], {
    member: { membershipType: 'Life' },
    admin: { name: 'Club Admin', email: 'a@example.com' },
    editor: { name: 'Ed', email: 'e@example.com' },
  });
  await createMember(db, { code: 'M1002', status: 'Suspended', membershipType: 'Ordinary' }, COST);
  await createMember(db, { code: 'M1003', status: 'Lapsed', membershipType: 'Ordinary' }, COST);
  adminId = as('admin').id!;
});
afterAll(() => t.close());

const get = (who: Caller = as('anonymous')) => who.inject({ url: '/api/admin/dashboard' });

describe('admin dashboard', () => {
  it('is for admins: 401 signed out, 403 for members and editors', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get(as('member'))).statusCode).toBe(403);
    expect((await get(as('editor'))).statusCode).toBe(403);
  });

  it("shows this month's payments by status, member counts and no import yet", async () => {
    const empty = (await get(as('admin'))).json();
    expect(empty.paymentsByStatus.every((s: { count: number }) => s.count === 0)).toBe(true);
    expect(empty.latestImport).toBeNull();
    expect(empty.month).toMatch(/^\d{4}-\d{2}$/);
    expect(empty.members.total).toBe(3);
    expect(empty.members.byStatus).toEqual(
      expect.arrayContaining([
        { status: 'Active', count: 1 },
        { status: 'Suspended', count: 1 },
        { status: 'Lapsed', count: 1 },
        { status: 'Resigned', count: 0 },
      ]),
    );
    expect(empty.members.byType).toEqual(
      expect.arrayContaining([
        { type: 'Life', count: 1 },
        { type: 'Ordinary', count: 2 },
      ]),
    );

    const a = await startPayment(as('member'), '500.00');
    await payInSandbox(t.app, a.checkout.orderId);
    const b = await startPayment(as('member'), '120.00');
    await payInSandbox(t.app, b.checkout.orderId, '4000 0000 0000 0002');
    await t.app.payments.sandbox!.idle();
    const body = (await get(as('admin'))).json();
    const by = Object.fromEntries(
      body.paymentsByStatus.map((s: { status: string; count: number; amount: number }) => [
        s.status,
        [s.count, s.amount],
      ]),
    );
    expect(by).toMatchObject({ captured: [1, 50_000], failed: [1, 12_000], created: [0, 0] });
  });

  it('shows the latest statement import with who imported it', async () => {
    await t.app.ctx.db.insert(statementImports).values([
      {
        fileName: 'bills-2025-01.csv',
        fileSha256: 'a'.repeat(64),
        period: '2025-01',
        rowCount: 10,
        importedByStaffId: adminId,
        importedAt: new Date('2025-02-01T10:00:00Z'),
      },
      {
        fileName: 'bills-2025-02.csv',
        fileSha256: 'b'.repeat(64),
        period: '2025-02',
        rowCount: 12,
        importedByStaffId: adminId,
        importedAt: new Date('2025-03-01T10:00:00Z'),
      },
    ]);
    const body = (await get(as('admin'))).json();
    expect(body.latestImport).toMatchObject({
      fileName: 'bills-2025-02.csv',
      period: '2025-02',
      rowCount: 12,
      importedBy: 'Club Admin',
    });
  });

  it('shows the last good backup, and that it is overdue when none is a day old', async () => {
    const none = (await get(as('admin'))).json();
    expect([none.lastBackup, none.backupOverdue]).toEqual([null, true]);
    const at = (h: number) => new Date(Date.parse('2026-12-06T10:00:00Z') + h * 3_600_000);
    const run = { trigger: 'schedule' as const, rows: 10, tables: 2 };
    await t.app.ctx.db.insert(backupRuns).values([
      { ...run, startedAt: at(0), finishedAt: at(0), archive: 'a.tar.gz', bytes: 1000, ok: true },
      { ...run, startedAt: at(1), finishedAt: at(1), archive: 'b.tar.gz', bytes: 2048, ok: true },
      // A newer failure does not count.
      { ...run, startedAt: at(2), finishedAt: at(2), ok: false, error: 'ENOSPC' },
    ]);
    const clock = t.app.ctx.clock;
    try {
      t.app.ctx.clock = { now: () => at(3) };
      const fresh = (await get(as('admin'))).json();
      expect([fresh.lastBackup, fresh.backupOverdue]).toEqual([
        { at: at(1).toISOString(), bytes: 2048 },
        false,
      ]);
      t.app.ctx.clock = { now: () => at(25.5) };
      expect((await get(as('admin'))).json().backupOverdue).toBe(true);
    } finally {
      t.app.ctx.clock = clock;
    }
  });
});
