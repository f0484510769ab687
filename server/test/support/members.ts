import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { CreateMemberRequest } from '@club/contracts';
import { createMember } from '../../src/seed/factories.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { COST, signInAs, type Caller } from '../fixtures.ts';

/*
 * The members tests' app, shared by the files of src/modules/members: M1001 (signed in),
 * M1002 (PIN 2345), a suspended M1003, a corporate INST326, M1004 without email and T200..T224;
 * an admin and an editor, signed in. The bindings below are set by useMembersApp's beforeAll
 * (each test file has its own copy of this module).
 */
export let t: TestApp;
export let admin: Caller;
export let editor: Caller;
export let member: Caller;
export let anonymous: Caller;
export let m1001: number;
export let m1002: number;

export function useMembersApp() {
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.ctx.db;
    const as = await signInAs(t, ['member'], {
      member: {
        email: 'm1001@example.com',
        firstName: 'Arjun',
        lastName: 'Mehta',
        membershipType: 'Life',
        creditLimit: 5_000_000,
        family: [
          { name: 'Priya Mehta', relation: 'Spouse', dateOfBirth: '1982-06-14' },
          { name: 'Kabir Mehta', relation: 'Son', dateOfBirth: '2012-09-03' },
        ],
      },
    });
    m1001 = as('member').id!;
    m1002 = (
      await createMember(
        db,
        {
          code: 'M1002',
          email: 'm1002@example.com',
          pin: '2345',
          membershipType: 'Ordinary',
          // Not just Yoga: the edit sets that and its audit lists the change.
          sportsInterests: ['Tennis'],
        },
        COST,
      )
    ).id;
    await createMember(
      db,
      { code: 'M1003', status: 'Suspended', membershipType: 'Ordinary' },
      COST,
    );
    await createMember(
      db,
      { code: 'INST326', membershipType: 'Corporate', lastName: 'Zephyr' },
      COST,
    );
    await createMember(db, { code: 'M1004', email: null, lastName: 'Noemail' }, COST);
    for (let i = 0; i < 25; i++) await createMember(db, { code: `T${200 + i}` }, COST);
    const staff = await signInAs(t, ['admin', 'editor']);
    admin = staff('admin');
    editor = staff('editor');
    member = as('member');
    anonymous = as('anonymous');
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.ctx.db.execute(sql`delete from login_throttle`);
    await t.flushMail();
    t.smtp.clear();
  });
}

export const get = (url: string, who: Caller = anonymous) => who.inject({ method: 'GET', url });
export const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Caller,
  payload?: object,
) => who.inject({ method, url, ...(payload ? { payload } : {}) });

export const count = async (table: string) =>
  Number(
    (await t.app.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n,
  );

export const auditRows = async (action: string) =>
  (
    await t.app.ctx.db.execute(
      sql`select a.*, s.code as actor from audit_log a left join staff_users s on s.id = a.actor_staff_id
          where a.action = ${action} order by a.id`,
    )
  ).rows as {
    entity_id: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    actor: string;
    acted_for_member_id: number | null;
  }[];

export const newMember = (over: Partial<CreateMemberRequest> = {}): CreateMemberRequest => ({
  code: 'N5001',
  title: 'Ms',
  firstName: 'Lucía',
  lastName: 'García',
  gender: 'F',
  dateOfBirth: '1990-02-03',
  email: 'lucia.garcia@example.com',
  mobile: '+91 98200 12345',
  address: '12 Marine Drive, Mumbai 400002',
  membershipType: 'Ordinary',
  joinedOn: '2024-04-01',
  spouse: { name: 'Diego García', dateOfBirth: '1988-11-30' },
  dependents: [{ name: 'Sofía García', relation: 'Daughter', dateOfBirth: '2019-05-05' }],
  sportsInterests: ['Tennis', 'Swimming'],
  creditLimit: 2_500_050,
  language: 'es',
  consentEmail: true,
  consentSms: false,
  ...over,
});

/** An edit of a member as loaded (its `updatedAt` is the version the edit is based on). */
export const editOf = (current: { updatedAt: string }, over: object = {}) => ({
  ...current,
  expectedUpdatedAt: current.updatedAt,
  ...over,
});
