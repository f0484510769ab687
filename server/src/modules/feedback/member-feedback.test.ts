import { describe, expect, it } from 'vitest';
import { FEEDBACK_API, type FeedbackDetail, type FeedbackPage } from '@club/contracts';
import { multipart, PDF, PNG } from '../../../test/fixtures.ts';
import { countAudits, errorFields } from '../../../test/support/staff-app.ts';
import {
  as,
  feedbackBody,
  m2,
  officeRead,
  orders,
  resolved,
  setStatus,
  staffReply,
  t,
  useFeedbackApp,
  writeFeedback,
} from '../../../test/support/feedback.ts';

useFeedbackApp();

const member = () => as('member');
const post = (payload: unknown) =>
  member().inject({ method: 'POST', url: FEEDBACK_API.mine, payload: payload as object });
const reply = (id: number, message: string, who = member()) =>
  who.inject({ method: 'POST', url: `${FEEDBACK_API.mine}/${id}/replies`, payload: { message } });
const rate = (id: number, rating: number, who = member()) =>
  who.inject({
    method: 'PUT',
    url: `${FEEDBACK_API.mine}/${id}/rating`,
    payload: { rating, comment: 'Thank you' },
  });

describe("a member's feedback", () => {
  it('is written open, linked to their own order, with its first message and step, audited', async () => {
    const res = await post(feedbackBody({ link: { kind: 'order', id: orders.m1 } }));
    expect(res.statusCode).toBe(201);
    const f = res.json() as FeedbackDetail;
    expect(f).toMatchObject({
      category: 'fnb',
      status: 'open',
      subject: 'Cold soup',
      rating: 2,
      link: { kind: 'order', id: orders.m1 },
      linkLabel: 'FNB/2026-27/000901 · 2026-12-04',
      memberCode: 'M1001',
      assigneeId: null,
      overdue: false,
      photoUrl: null,
    });
    expect(f.messages).toEqual([
      expect.objectContaining({ author: 'member', body: 'The tomato soup arrived cold.' }),
    ]);
    expect(f.history.map((s) => s.status)).toEqual(['open']);
    expect(await countAudits(t, 'feedback.create')).toBe(1);
  });

  it('refuses bad input naming the field, writing nothing', async () => {
    const bad: [unknown, string][] = [
      [feedbackBody({ message: '' }), 'message'],
      [feedbackBody({ message: 'x'.repeat(4001) }), 'message'],
      [feedbackBody({ subject: 'x'.repeat(121) }), 'subject'],
      [feedbackBody({ rating: 0 }), 'rating'],
      [feedbackBody({ rating: 6 }), 'rating'],
      [{ ...feedbackBody(), category: 'parking' }, 'category'],
      [feedbackBody({ link: { kind: 'order', id: orders.m2 } }), 'link'],
      [feedbackBody({ link: { kind: 'stay', id: orders.m1 } }), 'link'],
    ];
    const before = await countAudits(t, 'feedback.create');
    for (const [body, field] of bad) {
      const res = await post(body);
      expect(res.statusCode, field).toBe(400);
      expect(errorFields(res).join(' '), field).toContain(field);
    }
    expect(await countAudits(t, 'feedback.create')).toBe(before);
  });

  it('lists only their own, newest first, by status; reads another member’s as missing (404)', async () => {
    const theirs = await writeFeedback(m2, { subject: 'Noisy bar' });
    const list = (await member().inject({ url: FEEDBACK_API.mine })).json() as FeedbackPage;
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((f) => f.memberCode === 'M1001')).toBe(true);
    const ids = list.items.map((f) => f.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const closed = await member().inject({ url: `${FEEDBACK_API.mine}?status=closed` });
    expect((closed.json() as FeedbackPage).total).toBe(0);
    expect((await member().inject({ url: `${FEEDBACK_API.mine}/${theirs.id}` })).statusCode).toBe(
      404,
    );
    expect((await reply(theirs.id, 'Me too')).statusCode).toBe(404);
    expect((await rate(theirs.id, 5)).statusCode).toBe(404);
  });

  it('never shows the office’s internal notes to the member', async () => {
    const f = await writeFeedback(member());
    await staffReply(f.id, 'Chef on leave: check the roster', true);
    await staffReply(f.id, 'We are sorry: it will not happen again.');
    const mine = (await member().inject({ url: `${FEEDBACK_API.mine}/${f.id}` })).json();
    expect(mine.messages.map((m: { body: string }) => m.body)).toEqual([
      'The tomato soup arrived cold.',
      'We are sorry: it will not happen again.',
    ]);
    expect((await officeRead(f.id)).messages).toHaveLength(3);
  });

  it('takes a reply; a reply on a resolved one reopens it; a closed one refuses (409)', async () => {
    const f = await resolved(member());
    const reopened = await reply(f.id, 'It happened again today.');
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'in_progress', resolvedAt: null });
    expect(reopened.json().history.map((s: { status: string }) => s.status)).toEqual([
      'open',
      'in_progress',
      'resolved',
      'in_progress',
    ]);
    const again = await officeRead(f.id);
    const done = (await setStatus(f.id, 'resolved', again.version)).json() as FeedbackDetail;
    expect((await setStatus(f.id, 'closed', done.version)).statusCode).toBe(200);
    const refused = await reply(f.id, 'Hello?');
    expect(refused.statusCode).toBe(409);
    expect((await reply(f.id, '')).statusCode).toBe(400);
  });

  it('rates the answer once, when resolved: before 409, twice 409, two at once one wins', async () => {
    const open = await writeFeedback(member());
    expect((await rate(open.id, 4)).statusCode).toBe(409);
    const f = await resolved(member());
    expect(errorFields(await rate(f.id, 6))).toEqual(['rating']);
    expect(errorFields(await rate(f.id, 0))).toEqual(['rating']);
    const ok = await rate(f.id, 5);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ answerRating: 5, answerComment: 'Thank you' });
    expect((await rate(f.id, 1)).statusCode).toBe(409);

    const g = await resolved(member());
    const both = await Promise.all([rate(g.id, 2), rate(g.id, 3)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await officeRead(g.id)).answerRating).toBe(both[0]!.statusCode === 200 ? 2 : 3);
  });

  it('offers their own recent orders to link, and nobody else’s', async () => {
    const res = await member().inject({ url: FEEDBACK_API.linkable });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { kind: string; id: number; label: string }[];
    expect(items).toContainEqual(
      expect.objectContaining({ kind: 'order', id: orders.m1, label: 'FNB/2026-27/000901' }),
    );
    expect(items.some((i) => i.kind === 'order' && i.id === orders.m2)).toBe(false);
  });

  it('keeps a photo its member and the office may read, checked by content', async () => {
    const f = await writeFeedback(member());
    const photo = (data: Buffer, type: string) =>
      multipart({ files: [{ field: 'photo', name: 'soup.png', type, data }] });
    const send = (who = member(), data = PNG, type = 'image/png') =>
      who.inject({
        method: 'POST',
        url: `${FEEDBACK_API.mine}/${f.id}/photo`,
        ...photo(data, type),
      });
    expect((await send(member(), PDF, 'image/png')).statusCode).toBe(415);
    expect((await send(m2)).statusCode).toBe(404);
    const added = await send();
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      hasPhoto: true,
      photoUrl: `${FEEDBACK_API.mine}/${f.id}/photo`,
    });
    const mine = await member().inject({ url: `${FEEDBACK_API.mine}/${f.id}/photo` });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(
      (await as('admin').inject({ url: `${FEEDBACK_API.admin}/${f.id}/photo` })).statusCode,
    ).toBe(200);
    expect((await m2.inject({ url: `${FEEDBACK_API.mine}/${f.id}/photo` })).statusCode).toBe(404);
  });
});
