import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../actor.ts';
import { enqueueMail } from '../../jobs/outbox.ts';
import { signInMember, type Caller } from '../../../test/fixtures.ts';
import { as, errorFields, t, useStaffApp } from '../../../test/support/staff-app.ts';
import { feedbackBody } from '../../../test/support/feedback.ts';
import { deliverInAppBatch } from '../broadcasts/deliver-in-app.ts';
import { fanOut } from '../broadcasts/fan-out.ts';

useStaffApp();

let other: Caller;
const ids = {} as { mine: number; theirs: number; mail: number; feedbackMessage: number };

/** A broadcast the admin sends now, in-app, to the members named. */
async function sent(title: string, memberIds: number[]): Promise<number> {
  const admin = as('admin');
  const draft = (
    await admin.inject({
      method: 'POST',
      url: '/api/admin/broadcasts',
      payload: {
        title,
        bodyHtml: '<p>From <b>Monday</b> &amp; on</p>',
        template: 'information',
        audience: { kind: 'members', memberIds },
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
  return b.id as number;
}

const db = () => t.app.ctx.db;
const list = (q = '', who: Caller = as('member')) =>
  who.inject({ method: 'GET', url: `/api/member/inbox${q}` });
const open = (id: string, who: Caller = as('member')) =>
  who.inject({ method: 'GET', url: `/api/member/inbox/${id}` });
const put = (payload: object, who: Caller = as('member')) =>
  who.inject({ method: 'PUT', url: '/api/member/inbox/state', payload });
const idsOf = (res: { json(): { items: { id: string }[] } }) => res.json().items.map((i) => i.id);

beforeAll(async () => {
  other = await signInMember(t, { code: 'M1002', pin: '1234' });
  ids.mine = await sent('Pool reopens', [as('member').id!]);
  ids.theirs = await sent('Tennis ladder', [other.id!]);
  const email = (await db().execute(sql`select email from members where id = ${as('member').id}`))
    .rows[0] as { email: string };
  await enqueueMail(db(), {
    to: email.email,
    subject: 'Your booking is confirmed | Club',
    text: 'Room 12, 3 Dec.\n<script>x()</script>',
    html: '<p>Room 12<script>x()</script></p>',
  });
  await enqueueMail(db(), {
    to: email.email,
    subject: 'Your temporary PIN | Club',
    text: 'PIN 9999',
    html: '<p>9999</p>',
  });
  const mail = await db().execute(
    sql`select max(id)::int as id from outbox where payload->>'subject' like 'Your booking%'`,
  );
  ids.mail = (mail.rows[0] as { id: number }).id;
  const fb = await as('member').inject({
    method: 'POST',
    url: '/api/member/feedback',
    payload: feedbackBody({ subject: 'Cold soup' }),
  });
  expect(fb.statusCode).toBe(201);
  const fm = await db().execute(
    sql`select max(id)::int as id from feedback_messages where author_member = ${as('member').id}`,
  );
  ids.feedbackMessage = (fm.rows[0] as { id: number }).id;
});

describe("the member's inbox", () => {
  it("lists the member's broadcasts and mails, unread, not another member's nor a secret mail", async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const got = idsOf(res);
    expect(got).toContain(`broadcast-${ids.mine}`);
    expect(got).toContain(`mail-${ids.mail}`);
    expect(got).not.toContain(`broadcast-${ids.theirs}`);
    expect(res.json().items.some((i: { subject: string }) => i.subject.includes('PIN'))).toBe(
      false,
    );
    const b = res.json().items.find((i: { id: string }) => i.id === `broadcast-${ids.mine}`);
    expect(b).toMatchObject({ read: false, starred: false, folder: 'inbox', tags: [] });
    expect(b.preview).toBe('From Monday & on');
    expect(res.json()).toMatchObject({ pageIndex: 0, pageSize: 20 });
    expect(res.json().unread).toBeGreaterThanOrEqual(2);
    expect(idsOf(await list('', other))).toContain(`broadcast-${ids.theirs}`);
  });

  it("keeps the member's own feedback messages in sent", async () => {
    const res = await list('?folder=sent');
    expect(idsOf(res)).toContain(`feedback-${ids.feedbackMessage}`);
    expect(idsOf(res)).not.toContain(`broadcast-${ids.mine}`);
  });

  it('opens a broadcast (cleaned HTML) and a mail (text only), which marks them read', async () => {
    const res = await open(`broadcast-${ids.mine}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ read: true, bodyHtml: expect.stringContaining('<b>') });
    expect(res.json().text).toBeNull();
    const mail = await open(`mail-${ids.mail}`);
    expect(mail.json()).toMatchObject({ bodyHtml: null, text: expect.stringContaining('Room 12') });
    const item = (await list())
      .json()
      .items.find((i: { id: string }) => i.id === `mail-${ids.mail}`);
    expect(item.read).toBe(true);
  });

  it('stars, tags and filters; moves to trash and restores', async () => {
    const id = `broadcast-${ids.mine}`;
    expect((await put({ ids: [id], starred: true, tags: ['club'] })).json()).toEqual({
      updated: 1,
    });
    expect(idsOf(await list('?starred=true'))).toEqual([id]);
    expect(idsOf(await list('?tag=club'))).toEqual([id]);
    expect(idsOf(await list('?tag=dining'))).toEqual([]);
    await put({ ids: [id, `mail-${ids.mail}`], folder: 'trash' });
    expect(idsOf(await list())).not.toContain(id);
    expect(idsOf(await list('?folder=trash')).sort()).toEqual([id, `mail-${ids.mail}`].sort());
    await put({ ids: [id], folder: 'inbox' });
    const back = (await list()).json().items.find((i: { id: string }) => i.id === id);
    expect(back).toMatchObject({ folder: 'inbox', starred: true, tags: ['club'] });
  });

  it('searches subject and text only with a term longer than 1 character', async () => {
    expect(idsOf(await list('?term=pool'))).toEqual([`broadcast-${ids.mine}`]);
    expect((await list('?term=p')).json().total).toBe((await list()).json().total);
  });

  it("answers 404 for another member's message and changes nothing", async () => {
    const theirs = `broadcast-${ids.theirs}`;
    expect((await open(theirs)).statusCode).toBe(404);
    const res = await put({ ids: [`broadcast-${ids.mine}`, theirs], folder: 'spam' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(idsOf(await list('?folder=spam'))).toEqual([]);
    expect((await open(`feedback-${ids.feedbackMessage}`, other)).statusCode).toBe(404);
    const state = await db().execute(
      sql`select count(*)::int as n from inbox_states where member_id = ${other.id}`,
    );
    expect((state.rows[0] as { n: number }).n).toBe(0);
  });

  it('refuses bad input with problem+json naming the fields', async () => {
    const bad = await list('?folder=drafts&starred=yes&pageSize=0');
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad)).toEqual(['folder', 'pageSize', 'starred']);
    expect((await open('note-1')).statusCode).toBe(400);
    expect((await open('mail-99999999999')).statusCode).toBe(400);
    const put400 = await put({ ids: [], tags: ['nope'], folder: 'sent' });
    expect(put400.statusCode).toBe(400);
    expect(errorFields(put400)).toEqual(['folder', 'ids', 'tags.0']);
  });

  it('is for members only', async () => {
    for (const role of ['admin', 'editor', 'eventManager'] as const) {
      expect((await list('', as(role))).statusCode, role).toBe(403);
      expect((await put({ ids: [`mail-${ids.mail}`], starred: true }, as(role))).statusCode).toBe(
        403,
      );
    }
  });
});
