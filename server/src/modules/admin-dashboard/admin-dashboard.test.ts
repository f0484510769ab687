import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementImports } from '../../db/schema/index.ts';
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
});
