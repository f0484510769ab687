import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipart, PDF, PNG, signInMember, type Caller } from '../../../test/fixtures.ts';
import { as, countAudits, errorFields, t, useStaffApp } from '../../../test/support/staff-app.ts';

useStaffApp();

let other: Caller;
const db = () => t.app.ctx.db;
const M = '/api/apps/chat';
const A = '/api/admin/apps/chat';

const mine = (who: Caller = as('member')) => who.inject({ method: 'GET', url: M });
const say = (payload: object, who: Caller = as('member'), base = M) =>
  who.inject({ method: 'PUT', url: `${base}/addText`, payload });
const answer = (payload: object, who: Caller = as('admin')) => say(payload, who, A);
const count = async (table: string, where = sql`true`) =>
  Number(
    (
      (await db().execute(sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`))
        .rows[0] as { n: number }
    ).n,
  );

let myChat: number;
let theirChat: number;

beforeAll(async () => {
  other = await signInMember(t, { code: 'M1002', pin: '1234' });
  myChat = (await mine()).json().id;
  theirChat = (await mine(other)).json().id;
});

describe('the member side', () => {
  it("makes the member's chat on first use, once, and only the member's", async () => {
    const a = await mine();
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ id: myChat, status: 'open', messages: [] });
    expect((await mine()).json().id).toBe(myChat);
    expect(theirChat).not.toBe(myChat);
    expect(await count('chats', sql`member_id = ${as('member').id}`)).toBe(1);
  });

  it('refuses the office and anonymous callers the member routes', async () => {
    expect((await mine(as('admin'))).statusCode).toBe(403);
    expect((await mine(as('anonymous'))).statusCode).toBe(401);
  });

  it('sends a trimmed text to the own chat; another member’s chat id answers 404', async () => {
    const res = await say({ id: myChat, text: '  Is the pool open?  ', clientId: randomUUID() });
    expect(res.statusCode).toBe(200);
    const chat = res.json();
    expect(chat.messages.at(-1)).toMatchObject({ from: 'member', text: 'Is the pool open?' });
    expect(chat.memberReadId).toBe(chat.messages.at(-1).id);
    const refused = await say({ id: theirChat, text: 'Hello', clientId: randomUUID() });
    expect(refused.statusCode).toBe(404);
    expect(await count('chat_messages', sql`chat_id = ${theirChat}`)).toBe(0);
  });

  it('refuses bad input with 400 naming the fields', async () => {
    const empty = await say({ id: myChat, text: '   ', clientId: 'nope' });
    expect(empty.statusCode).toBe(400);
    expect(errorFields(empty)).toEqual(['clientId', 'text']);
    const long = await say({ id: myChat, text: 'x'.repeat(2001), clientId: randomUUID() });
    expect(errorFields(long)).toEqual(['text']);
    const noId = await say({ text: 'Hi', clientId: randomUUID() });
    expect(noId.statusCode).toBe(400);
    expect(errorFields(noId)).toEqual(['id']);
    expect(
      (await say({ id: myChat, text: 'x'.repeat(2000), clientId: randomUUID() })).statusCode,
    ).toBe(200);
  });

  it('stores a message sent twice with the same client id once, even at the same time', async () => {
    const clientId = randomUUID();
    const first = await say({ id: myChat, text: 'Twice?', clientId });
    const again = await say({ id: myChat, text: 'Twice?', clientId });
    expect(again.statusCode).toBe(200);
    const idOf = (r: typeof first) =>
      r.json().messages.find((m: { clientId: string }) => m.clientId === clientId).id;
    expect(idOf(again)).toBe(idOf(first));
    expect(await count('chat_messages', sql`client_id = ${clientId}`)).toBe(1);

    const raced = randomUUID();
    const both = await Promise.all([
      say({ id: myChat, text: 'Race', clientId: raced }),
      say({ id: myChat, text: 'Race', clientId: raced }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(idOf(both[0])).toBe(idOf(both[1]));
    expect(await count('chat_messages', sql`client_id = ${raced}`)).toBe(1);
  });

  it('marks read up to a message of the own chat only', async () => {
    const chat = (await mine()).json();
    const last = chat.messages.at(-1).id;
    expect(
      (
        await as('member').inject({
          method: 'PUT',
          url: `${M}/read`,
          payload: { id: myChat, messageId: last },
        })
      ).json().memberReadId,
    ).toBe(last);
    const foreign = await as('member').inject({
      method: 'PUT',
      url: `${M}/read`,
      payload: { id: theirChat, messageId: last },
    });
    expect(foreign.statusCode).toBe(404);
    const wrong = await as('member').inject({
      method: 'PUT',
      url: `${M}/read`,
      payload: { id: myChat, messageId: 999999 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorFields(wrong)).toEqual(['messageId']);
  });

  it('sends an attachment checked by content, readable by its member and the office only', async () => {
    const send = (data: Buffer, type: string, fields: Record<string, string>, who = as('member')) =>
      who.inject({
        method: 'PUT',
        url: `${M}/addAttachments`,
        ...multipart({ fields, files: [{ field: 'attachments', name: 'x', type, data }] }),
      });
    const fields = { id: String(myChat), clientId: randomUUID() };
    expect((await send(Buffer.from('MZ not a picture'), 'image/png', fields)).statusCode).toBe(415);
    expect((await send(PNG, 'image/png', { ...fields, id: String(theirChat) })).statusCode).toBe(
      404,
    );
    const bad = await send(PNG, 'image/png', { id: String(myChat), clientId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(errorFields(bad)).toEqual(['clientId']);
    const ok = await send(PDF, 'application/pdf', fields);
    expect(ok.statusCode).toBe(200);
    const file = ok.json().messages.at(-1).attachments[0];
    expect(file).toMatchObject({ type: 'application/pdf' });
    expect((await as('member').inject({ url: `${M}/files/${file.id}` })).statusCode).toBe(200);
    expect((await as('admin').inject({ url: `${A}/files/${file.id}` })).statusCode).toBe(200);
    expect((await other.inject({ url: `${M}/files/${file.id}` })).statusCode).toBe(404);
  });
});

describe('the office side', () => {
  it('lists the open chats with messages, unread first, to admins only', async () => {
    await say({ id: theirChat, text: 'Locker key lost', clientId: randomUUID() }, other);
    const res = await as('admin').inject({ url: `${A}?pageSize=10` });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.items.map((i: { id: number }) => i.id)).toEqual([theirChat, myChat]);
    expect(page.items[0]).toMatchObject({ unread: 1, lastText: 'Locker key lost' });
    expect(page.total).toBe(2);
    expect((await as('editor').inject({ url: A })).statusCode).toBe(403);
    expect((await as('member').inject({ url: A })).statusCode).toBe(403);
    const read = await as('admin').inject({
      method: 'PUT',
      url: `${A}/read`,
      payload: {
        id: theirChat,
        messageId: (await as('admin').inject({ url: `${A}/${theirChat}` })).json().messages.at(-1)
          .id,
      },
    });
    expect(read.statusCode).toBe(200);
    const after = (await as('admin').inject({ url: `${A}?pageSize=10` })).json();
    expect(after.items.find((i: { id: number }) => i.id === theirChat).unread).toBe(0);
    expect(errorFields(await as('admin').inject({ url: `${A}?pageIndex=-1` }))).toEqual([
      'pageIndex',
    ]);
  });

  it('answers as the office: the member sees "office" without a staff name, and gets a notification when offline', async () => {
    const res = await answer({ id: myChat, text: 'Yes, until 8 pm.', clientId: randomUUID() });
    expect(res.statusCode).toBe(200);
    expect(res.json().messages.at(-1)).toMatchObject({ from: 'office', text: 'Yes, until 8 pm.' });
    expect(res.json().messages.at(-1).staffName).toBeTruthy();
    const seen = (await mine()).json();
    expect(seen.messages.at(-1)).toMatchObject({ from: 'office', staffName: null });
    expect(seen.officeReadId).toBe(seen.messages.at(-1).id);
    expect(
      await count('notifications', sql`member_id = ${as('member').id} and kind = 'chat_reply'`),
    ).toBe(1);
    expect((await answer({ id: 999999, text: 'x', clientId: randomUUID() })).statusCode).toBe(404);
    expect(
      (await say({ id: myChat, text: 'x', clientId: randomUUID() }, as('editor'), A)).statusCode,
    ).toBe(403);
  });

  it('does not notify a member who has the chat open', async () => {
    await db().execute(
      sql`insert into chat_watchers (id, member_id, until) values (${randomUUID()}, ${other.id}, now() + interval '1 minute')`,
    );
    await answer({ id: theirChat, text: 'We have it at the desk.', clientId: randomUUID() });
    expect(await count('notifications', sql`member_id = ${other.id} and kind = 'chat_reply'`)).toBe(
      0,
    );
  });

  it('hands a chat over to an active staff user only', async () => {
    const to = await as('admin').inject({
      method: 'PUT',
      url: `${A}/assign`,
      payload: { id: myChat, staffId: as('editor').id },
    });
    expect(to.statusCode).toBe(200);
    expect(to.json()).toMatchObject({ assignedStaffId: as('editor').id });
    expect(await countAudits(t, 'chat.assign')).toBe(1);
    const member = await as('admin').inject({
      method: 'PUT',
      url: `${A}/assign`,
      payload: { id: myChat, staffId: 999999 },
    });
    expect(member.statusCode).toBe(400);
    expect(errorFields(member)).toEqual(['staffId']);
    await db().execute(
      sql`update staff_users set active = false where id = ${as('eventManager').id}`,
    );
    const inactive = await as('admin').inject({
      method: 'PUT',
      url: `${A}/assign`,
      payload: { id: myChat, staffId: as('eventManager').id },
    });
    expect(errorFields(inactive)).toEqual(['staffId']);
    await db().execute(
      sql`update staff_users set active = true where id = ${as('eventManager').id}`,
    );
    expect(
      (
        await as('member').inject({
          method: 'PUT',
          url: `${A}/assign`,
          payload: { id: myChat, staffId: as('editor').id },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('turns a complaint into feedback for the member, linked, and closes the chat once', async () => {
    const turn = () =>
      as('admin').inject({
        method: 'PUT',
        url: `${A}/feedback`,
        payload: { id: theirChat, category: 'facilities', subject: 'Locker key lost' },
      });
    const res = await turn();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'closed' });
    const feedbackId = res.json().feedbackId as number;
    const fb = (
      await db().execute(sql`select member_id, subject from feedback where id = ${feedbackId}`)
    ).rows[0];
    expect(fb).toMatchObject({ member_id: other.id, subject: 'Locker key lost' });
    expect((await turn()).statusCode).toBe(409);
    const bad = await as('admin').inject({
      method: 'PUT',
      url: `${A}/feedback`,
      payload: { id: myChat, category: 'nope', subject: '' },
    });
    expect(errorFields(bad)).toEqual(['category', 'subject']);
    const list = (await as('admin').inject({ url: A })).json();
    expect(list.items.map((i: { id: number }) => i.id)).not.toContain(theirChat);
    await say({ id: theirChat, text: 'Thanks!', clientId: randomUUID() }, other);
    expect((await mine(other)).json().status).toBe('open');
  });
});
