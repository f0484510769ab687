import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FEEDBACK_API, type FeedbackAssigneesResponse } from '@club/contracts';
import { staffUsers } from '../../db/schema/index.ts';
import { as, t, useFeedbackApp } from '../../../test/support/feedback.ts';

useFeedbackApp();

const assignees = async () => {
  const res = await as('admin').inject({ url: FEEDBACK_API.assignees });
  expect(res.statusCode).toBe(200);
  return (res.json() as FeedbackAssigneesResponse).items;
};

describe('whom the office may assign feedback to', () => {
  it('lists the active staff users by name, with their ids and codes', async () => {
    const items = await assignees();
    expect(items.map((s) => s.name)).toEqual([...items.map((s) => s.name)].sort());
    expect(items).toContainEqual({ id: as('admin').id!, code: expect.any(String), name: 'Admin' });
    expect(items.map((s) => s.id)).toContain(as('editor').id!);
    expect(items.map((s) => s.code)).not.toContain('M1001');
  });

  it('leaves out a staff user who is no longer active', async () => {
    const editorId = as('editor').id!;
    await t.app.ctx.db.update(staffUsers).set({ active: false }).where(eq(staffUsers.id, editorId));
    try {
      expect((await assignees()).map((s) => s.id)).not.toContain(editorId);
    } finally {
      await t.app.ctx.db
        .update(staffUsers)
        .set({ active: true })
        .where(eq(staffUsers.id, editorId));
    }
  });

  it('refuses members and other staff roles (403) and anyone signed out (401)', async () => {
    for (const who of ['member', 'editor', 'eventManager', 'anonymous'] as const) {
      const res = await as(who).inject({ url: FEEDBACK_API.assignees });
      expect(res.statusCode, who).toBe(who === 'anonymous' ? 401 : 403);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });
});
