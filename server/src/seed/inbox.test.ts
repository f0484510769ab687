import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, t, useStaffApp } from '../../test/support/staff-app.ts';
import { systemActor } from '../actor.ts';
import { deliverInAppBatch, fanOut } from '../modules/broadcasts/index.ts';
import { seedInbox } from './inbox.ts';

useStaffApp();

/** The demo's gala broadcast, sent in-app to M1001 as the broadcasts seed sends it. */
async function sendGala() {
  const admin = as('admin');
  const draft = (
    await admin.inject({
      method: 'POST',
      url: '/api/admin/broadcasts',
      payload: {
        title: 'New Year’s Eve Gala: bookings open',
        bodyHtml: '<p>Dinner and music</p>',
        template: 'general',
        audience: { kind: 'members', memberIds: [as('member').id!] },
        channels: ['in_app'],
      },
    })
  ).json();
  const b = (
    await admin.inject({
      method: 'POST',
      url: `/api/admin/broadcasts/${draft.id}/send`,
      payload: { version: draft.version },
    })
  ).json();
  await fanOut(t.app.ctx, systemActor('test'), { broadcastId: b.id, sendAt: b.sendAt });
  await deliverInAppBatch(t.app.ctx.db, 100);
}

type Item = { id: string; subject: string; starred: boolean; important: boolean; tags: string[] };
const folder = async (name: string) =>
  (await as('member').inject({ url: `/api/member/inbox?folder=${name}` })).json().items as Item[];

describe('the demo inbox of M1001', () => {
  it('holds two mails beside the broadcasts, the gala starred and important, the newsletter in the trash; once', async () => {
    await sendGala();
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
