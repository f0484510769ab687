import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHAT_EVENT } from '@club/contracts';
import { signInMember } from '../../../test/fixtures.ts';
import { as, t, useStaffApp } from '../../../test/support/staff-app.ts';
import { useEventStreams } from '../../../test/support/sse.ts';

useStaffApp();

const { open } = useEventStreams(() => t);

const settle = () => new Promise((r) => setTimeout(r, 400));
const replies = async (memberId: number) =>
  Number(
    (
      (
        await t.app.ctx.db.execute(
          sql`select count(*)::int as n from notifications where member_id = ${memberId} and kind = 'chat_reply'`,
        )
      ).rows[0] as { n: number }
    ).n,
  );

describe("the chat's live streams (server-sent events)", () => {
  it("tells the member of the office's answer (no notification while watching), the office of the member's message, and not another member", async () => {
    const other = await signInMember(t, { code: 'M1002', pin: '1234' });
    const chatId = (await as('member').inject({ url: '/api/apps/chat' })).json().id as number;
    const mine = await open('/api/apps/chat/stream', as('member'));
    const theirs = await open('/api/apps/chat/stream', other);
    const office = await open('/api/admin/apps/chat/stream', as('admin'));
    expect(mine.res.status).toBe(200);
    expect(mine.res.headers.get('content-type')).toContain('text/event-stream');

    await as('member').inject({
      method: 'PUT',
      url: '/api/apps/chat/addText',
      payload: { id: chatId, text: 'Hello office', clientId: randomUUID() },
    });
    expect(await office.waitFor(1)).toEqual([{ event: CHAT_EVENT, data: { chatId } }]);

    const answered = await as('admin').inject({
      method: 'PUT',
      url: '/api/admin/apps/chat/addText',
      payload: { id: chatId, text: 'Hello member', clientId: randomUUID() },
    });
    expect(answered.statusCode).toBe(200);
    const got = await mine.waitFor(2);
    expect(got.map((e) => e.data)).toEqual([{ chatId }, { chatId }]);
    expect(await replies(as('member').id!)).toBe(0);
    await settle();
    expect(theirs.events).toEqual([]);

    // Once the member's stream is closed, the next answer notifies them.
    await mine.close();
    await settle();
    await as('admin').inject({
      method: 'PUT',
      url: '/api/admin/apps/chat/addText',
      payload: { id: chatId, text: 'Are you there?', clientId: randomUUID() },
    });
    expect(await replies(as('member').id!)).toBe(1);
    await theirs.close();
    await office.close();
  });

  it('refuses the streams to the wrong roles', async () => {
    expect((await as('admin').inject({ url: '/api/apps/chat/stream' })).statusCode).toBe(403);
    expect((await as('member').inject({ url: '/api/admin/apps/chat/stream' })).statusCode).toBe(
      403,
    );
    expect((await as('anonymous').inject({ url: '/api/apps/chat/stream' })).statusCode).toBe(401);
  });
});
