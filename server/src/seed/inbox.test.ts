import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, t, useStaffApp } from '../../test/support/staff-app.ts';
import { seedBroadcasts } from './broadcasts.ts';
import { seedInbox } from './inbox.ts';

useStaffApp();

type Item = { id: string; subject: string; starred: boolean; important: boolean; tags: string[] };
const folder = async (name: string) =>
  (await as('member').inject({ url: `/api/member/inbox?folder=${name}` })).json().items as Item[];

describe('the demo inbox of M1001', () => {
  it('holds the broadcasts and two mails, the gala starred and important, the newsletter in the trash; once', async () => {
    await seedBroadcasts(t.app.ctx);
    await seedInbox(t.app.ctx);
    const inbox = await folder('inbox');
    const gala = inbox.find((i) => i.subject.startsWith('New Year'));
    expect(gala).toMatchObject({ starred: true, important: true, tags: ['events'] });
    expect(inbox.find((i) => i.subject.startsWith('Your room booking'))?.tags).toEqual([
      'bookings',
    ]);
    const trash = await folder('trash');
    expect(trash.map((i) => i.subject)).toEqual([expect.stringMatching(/^Club newsletter/)]);
    await seedInbox(t.app.ctx);
    const count = await t.app.ctx.db.execute(
      sql`select count(*)::int as n from outbox where payload->>'subject' like 'Club newsletter%'`,
    );
    expect((count.rows[0] as { n: number }).n).toBe(1);
  });
});
