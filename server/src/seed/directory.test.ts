import { describe, expect, it } from 'vitest';
import { signInMember, type Caller } from '../../test/fixtures.ts';
import { as, t, useStaffApp } from '../../test/support/staff-app.ts';
import { createMember } from './factories.ts';
import { seedDirectory } from './directory.ts';

const KAVITA = {
  code: 'M1002',
  pin: '2345',
  email: 'm1002@example.com',
  mobile: '+91 98200 45678',
};
let m2: Caller;
let rohanId: number;

useStaffApp({
  prepare: async (app) => {
    const db = app.app.ctx.db;
    m2 = await signInMember(app, KAVITA);
    rohanId = (await createMember(db, { code: 'M1003', firstName: 'Rohan', lastName: 'Desai' })).id;
    for (let i = 0; i < 6; i++) await createMember(db, { code: `M${1004 + i}`, status: 'Active' });
  },
});

describe('the demo directory', () => {
  it('lists M1002 with e-mail and mobile, leaves M1001 and M1003 out, lists one factory member in three, and adds suppliers', async () => {
    await t.app.ctx.db.transaction((tx) => seedDirectory(tx));
    const page = (await as('member').inject({ url: '/api/apps/contacts?pageSize=100' })).json();
    const kavita = page.items.find((i: { id: number }) => i.id === m2.id);
    expect(kavita).toMatchObject({ email: 'm1002@example.com', mobile: '+91 98200 45678' });
    expect(Object.keys(kavita)).not.toContain('address');
    // By id: a generated member may be called Desai too (faker's Indian names).
    expect(page.items.some((i: { id: number }) => i.id === rohanId)).toBe(false);
    expect(page.items.some((i: { id: number }) => i.id === as('member').id)).toBe(false);
    expect(page.total).toBe(3); // M1002, M1005, M1008
    const suppliers = (
      await as('admin').inject({ url: '/api/admin/apps/contacts?kind=suppliers' })
    ).json();
    expect(suppliers.items.map((s: { category: string }) => s.category).sort()).toEqual([
      'food',
      'linen',
      'maintenance',
      'sports',
    ]);
  });
});
