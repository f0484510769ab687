import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { signInMember, type Caller } from '../../test/fixtures.ts';
import { postLedgerEntry } from '../modules/ledger/post-entry.ts';
import { eventually, writeElsewhere } from '../../test/support/elsewhere.ts';

let t: TestApp;
let member: Caller;

beforeAll(async () => {
  t = await createTestApp();
  member = await signInMember(t, { code: 'M3001', pin: '1234', firstName: 'Kavya' });
  await post(10_000);
});
afterAll(() => t.close());

const post = (amount: number) =>
  postLedgerEntry(t.app.ctx.db, {
    memberId: member.id!,
    kind: 'charge',
    source: 'manual',
    sourceId: null,
    text: { free: `charge ${amount}` },
    amount,
    postedAt: new Date(),
  });

const statement = async () =>
  (await member.inject({ url: '/api/member/statements?lang=en' })).json();
const dashboard = async () =>
  (await member.inject({ url: '/api/member/account-summary?lang=en' })).json();

describe("the member reads' cache", () => {
  it('answers the statement and the dashboard from memory, each language apart', async () => {
    t.app.ctx.memberReads.clear();
    const first = await statement();
    expect(first.balance).toBe(10_000);
    expect(t.app.ctx.memberReads.size).toBe(1);
    expect(await statement()).toEqual(first);
    expect(t.app.ctx.memberReads.size).toBe(1);
    expect((await dashboard()).balance).toBe(10_000);
    const de = await member.inject({ url: '/api/member/statements?lang=de' });
    expect(de.json().balance).toBe(10_000);
    expect(t.app.ctx.memberReads.size).toBe(3);
  });

  it("shows a charge the portal posts on the member's very next read", async () => {
    expect((await statement()).balance).toBe((await dashboard()).balance);
    const before = (await statement()).balance as number;
    await post(2_500);
    expect((await statement()).balance).toBe(before + 2_500);
    expect((await dashboard()).balance).toBe(before + 2_500);
    expect((await dashboard()).recent[0].description).toBe('charge 2500');
  });

  it('shows what another process writes once its commit is told (NOTIFY)', async () => {
    const before = (await statement()).balance as number;
    await writeElsewhere(
      t,
      `insert into ledger_entries (member_id, kind, source, description, amount, posted_at)
       values (${member.id}, 'credit', 'manual', 'Goodwill', -1000, now())`,
    );
    expect(await eventually(async () => (await statement()).balance === before - 1_000)).toBe(true);
    expect((await dashboard()).balance).toBe(before - 1_000);
    await writeElsewhere(t, `update members set first_name = 'Renamed' where id = ${member.id}`);
    expect(
      await eventually(async () => (await statement()).latest.member.name.includes('Renamed')),
    ).toBe(true);
  });
});
