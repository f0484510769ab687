import { describe, expect, it } from 'vitest';
import { FEEDBACK_API, type FeedbackDetail, type FeedbackPage } from '@club/contracts';
import { as, m2, orders, t, useFeedbackApp } from '../../test/support/feedback.ts';
import { seedFeedback } from './feedback.ts';

useFeedbackApp();

describe('the demo feedback', () => {
  it('gives M1001 and M1002 feedback in every status, with replies, notes, a rated answer, an order and an overdue one', async () => {
    const seeded = await t.app.ctx.db.transaction((tx) =>
      seedFeedback(tx, { timeZone: 'Asia/Kolkata', now: t.app.ctx.clock.now() }),
    );
    expect(seeded.feedback).toBe(8);
    const mine = (await as('member').inject({ url: FEEDBACK_API.mine })).json() as FeedbackPage;
    const theirs = (await m2.inject({ url: FEEDBACK_API.mine })).json() as FeedbackPage;
    expect(mine.total).toBe(4);
    expect(theirs.total).toBe(4);
    const all = [...mine.items, ...theirs.items];
    expect(new Set(all.map((f) => f.status))).toEqual(
      new Set(['open', 'in_progress', 'resolved', 'closed']),
    );
    expect(mine.items.find((f) => f.link?.kind === 'order')?.link?.id).toBe(orders.m1);
    expect(mine.items.some((f) => f.answerRating === 5)).toBe(true);

    const office = (await as('admin').inject({ url: `${FEEDBACK_API.admin}?overdue=true` })).json();
    expect((office as FeedbackPage).items.map((f) => f.subject)).toContain(
      'Parking at the main gate',
    );
    const noisy = mine.items.find((f) => f.status === 'in_progress')!;
    const detail = (
      await as('admin').inject({ url: `${FEEDBACK_API.admin}/${noisy.id}` })
    ).json() as FeedbackDetail;
    expect(detail.messages.map((m) => m.internal)).toEqual([false, true, false]);
    expect(detail.history.map((s) => s.status)).toEqual(['open', 'in_progress']);
    const forMember = (
      await as('member').inject({ url: `${FEEDBACK_API.mine}/${noisy.id}` })
    ).json() as FeedbackDetail;
    expect(forMember.messages).toHaveLength(2);
  });
});
