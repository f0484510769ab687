import { describe, expect, it } from 'vitest';
import { signInMember } from '../../test/fixtures.ts';
import { as, t, useStaffApp } from '../../test/support/staff-app.ts';
import { seedChats } from './chat.ts';

useStaffApp();

describe('the demo chats', () => {
  it('gives M1001 a chat with messages both ways and the office an unread question, once', async () => {
    await signInMember(t, { code: 'M1002', pin: '1234' });
    await seedChats(t.app.ctx.db);
    await seedChats(t.app.ctx.db);
    const mine = (await as('member').inject({ url: '/api/apps/chat' })).json();
    expect(mine.messages.map((m: { from: string }) => m.from)).toEqual([
      'member',
      'office',
      'member',
    ]);
    expect(mine.messages[1].staffName).toBeNull();
    const list = (await as('admin').inject({ url: '/api/admin/apps/chat' })).json();
    expect(list.total).toBe(2);
    expect(list.items[0]).toMatchObject({ memberCode: 'M1001', unread: 1 });
    expect(list.items[1]).toMatchObject({ memberCode: 'M1002', unread: 0 });
  });
});
