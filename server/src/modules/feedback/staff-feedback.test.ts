import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FEEDBACK_API, type FeedbackDetail, type FeedbackPage } from '@club/contracts';
import { systemActor } from '../../actor.ts';
import { countAudits, errorFields } from '../../../test/support/staff-app.ts';
import {
  as,
  m2,
  officeRead,
  repliedEntries,
  setStatus,
  staffReply,
  t,
  useFeedbackApp,
  writeFeedback,
} from '../../../test/support/feedback.ts';
import { sendReplyMail } from './send-reply-mail.ts';

useFeedbackApp();

const admin = () => as('admin');
const list = async (query: string) =>
  (await admin().inject({ url: `${FEEDBACK_API.admin}?${query}` })).json() as FeedbackPage;
const assign = (id: number, assigneeId: number | null, version: number) =>
  admin().inject({
    method: 'PUT',
    url: `${FEEDBACK_API.admin}/${id}/assignee`,
    payload: { assigneeId, version },
  });

describe("the office's feedback", () => {
  it('replies to the member (mail enqueued, first reply timed, open -> in progress), notes without a word to the member', async () => {
    const f = await writeFeedback(as('member'));
    const note = await staffReply(f.id, 'Check with the chef first', true);
    expect(note.statusCode).toBe(200);
    expect(note.json()).toMatchObject({ status: 'open', firstReplyAt: null });
    expect(await repliedEntries(f.id)).toBe(0);

    const res = await staffReply(f.id, 'We are sorry; the kitchen has been told.');
    expect(res.statusCode).toBe(200);
    const after = res.json() as FeedbackDetail;
    expect(after.status).toBe('in_progress');
    expect(after.firstReplyAt).not.toBeNull();
    expect(after.firstReplyMinutes).toBe(0);
    expect(after.messages.map((m) => [m.author, m.internal])).toEqual([
      ['member', false],
      ['staff', true],
      ['staff', false],
    ]);
    expect(await repliedEntries(f.id)).toBe(1);
    expect(await countAudits(t, 'feedback.note')).toBe(1);

    // The handler mails the member the reply, in their language, through the shared layout.
    const [entry] = (
      await t.app.ctx.db.execute(
        sql`select payload from outbox where topic = 'feedback.replied' and (payload->>'feedbackId')::int = ${f.id}`,
      )
    ).rows as { payload: { feedbackId: number; messageId: number } }[];
    await sendReplyMail(t.app.ctx, systemActor('test'), entry!.payload);
    const mails = await t.app.ctx.db.execute(
      sql`select payload from outbox where topic = 'mail' and payload->>'subject' like ${'%answered your feedback: Cold soup%'}`,
    );
    expect(mails.rows).toHaveLength(1);
    const mail = (mails.rows[0] as { payload: { text: string } }).payload;
    expect(mail.text).toContain('We are sorry; the kitchen has been told.');
    expect(mail.text).toContain(`/member/feedbacks/FeedBackDetail/${f.id}`);
    expect(mail.text).not.toContain('Check with the chef first');
  });

  it('reads one with the member, the notes and the history; refuses a reply to a closed one and bad input', async () => {
    const f = await writeFeedback(as('member'));
    expect(errorFields(await staffReply(f.id, ''))).toEqual(['message']);
    expect(errorFields(await staffReply(f.id, 'x'.repeat(4001)))).toEqual(['message']);
    const one = await officeRead(f.id);
    expect(one).toMatchObject({ memberCode: 'M1001', history: [{ status: 'open' }] });
    const r = (await setStatus(f.id, 'resolved', one.version)).json() as FeedbackDetail;
    await setStatus(f.id, 'closed', r.version);
    expect((await staffReply(f.id, 'Anything else?')).statusCode).toBe(409);
    expect((await staffReply(f.id, 'Member called again', true)).statusCode).toBe(200);
    expect((await admin().inject({ url: `${FEEDBACK_API.admin}/999999` })).statusCode).toBe(404);
  });

  it('assigns to an active staff user or nobody, on the version seen', async () => {
    const f = await writeFeedback(as('member'));
    const editorId = as('editor').id!;
    const res = await assign(f.id, editorId, f.version);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ assigneeId: editorId, assigneeName: 'Editor' });
    expect((await assign(f.id, null, f.version)).statusCode).toBe(409);
    expect(errorFields(await assign(f.id, 999999, f.version + 1))).toEqual(['assigneeId']);
    const mine = await assign(f.id, admin().id!, f.version + 1);
    expect(mine.statusCode).toBe(200);
    expect((await list('assignee=me')).items.map((x) => x.id)).toContain(f.id);
    expect((await list(`assignee=${editorId}`)).items.map((x) => x.id)).not.toContain(f.id);
    expect((await list('assignee=none')).items.map((x) => x.id)).not.toContain(f.id);
    expect(
      errorFields(await admin().inject({ url: `${FEEDBACK_API.admin}?assignee=someone` })),
    ).toEqual(['assignee']);
    expect(
      errorFields(await admin().inject({ url: `${FEEDBACK_API.admin}?assignee=9999999999` })),
    ).toEqual(['assignee']);
  });

  it('moves through its statuses: resolve, reopen, resolve, close; closed is final', async () => {
    const f = await writeFeedback(as('member'));
    expect((await setStatus(f.id, 'closed', f.version)).statusCode).toBe(409);
    const r = (await setStatus(f.id, 'resolved', f.version)).json() as FeedbackDetail;
    expect(r).toMatchObject({ status: 'resolved', resolutionMinutes: 0 });
    expect(r.resolvedAt).not.toBeNull();
    const back = (await setStatus(f.id, 'in_progress', r.version)).json() as FeedbackDetail;
    expect(back).toMatchObject({ status: 'in_progress', resolvedAt: null });
    const again = (await setStatus(f.id, 'resolved', back.version)).json() as FeedbackDetail;
    const closed = await setStatus(f.id, 'closed', again.version);
    expect(closed.json()).toMatchObject({ status: 'closed' });
    expect(closed.json().closedAt).not.toBeNull();
    for (const to of ['in_progress', 'resolved', 'closed']) {
      const res = await setStatus(f.id, to, closed.json().version);
      expect(res.statusCode, to).toBe(409);
      expect(res.json().code).toBe('feedback_changed');
    }
    expect(errorFields(await setStatus(f.id, 'open', 0))).toEqual(['status']);
  });

  it('lets one of two staff racing on the same version win; the database refuses the other', async () => {
    const f = await writeFeedback(as('member'));
    const before = await countAudits(t, 'feedback.status');
    const both = await Promise.all([
      setStatus(f.id, 'resolved', f.version),
      setStatus(f.id, 'resolved', f.version, as('admin')),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().code).toBe('feedback_changed');
    expect(await countAudits(t, 'feedback.status')).toBe(before + 1);
    expect((await officeRead(f.id)).history.map((s) => s.status)).toEqual(['open', 'resolved']);
  });

  it('filters by status, category, period and member, and sorts', async () => {
    const bar = await writeFeedback(m2, { category: 'bar', subject: 'Warm beer' });
    expect((await list('category=bar')).items.map((x) => x.id)).toEqual([bar.id]);
    expect((await list('term=M1002')).items.every((x) => x.memberCode === 'M1002')).toBe(true);
    expect((await list('term=m1002&status=open')).total).toBe(1);
    expect((await list('from=2026-12-05&to=2026-12-05')).total).toBeGreaterThan(0);
    expect((await list('from=2026-12-06')).total).toBe(0);
    expect((await list('to=2026-12-04')).total).toBe(0);
    const asc = (await list('sortBy=createdAt&sortDir=asc')).items.map((x) => x.id);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    expect(
      errorFields(await admin().inject({ url: `${FEEDBACK_API.admin}?category=parking` })),
    ).toEqual(['category']);
  });

  it('keeps the response targets by category, changed by the admin, audited', async () => {
    const read = await admin().inject({ url: FEEDBACK_API.targets });
    expect(read.json().items).toContainEqual({
      category: 'fnb',
      firstReplyHours: 4,
      resolutionHours: 24,
    });
    expect(read.json().items).toContainEqual({
      category: 'sports',
      firstReplyHours: 8,
      resolutionHours: 40,
    });
    const put = (items: unknown) =>
      admin().inject({ method: 'PUT', url: FEEDBACK_API.targets, payload: { items } });
    expect(
      (await put([{ category: 'sports', firstReplyHours: 0, resolutionHours: 40 }])).statusCode,
    ).toBe(400);
    const ok = await put([{ category: 'sports', firstReplyHours: 2, resolutionHours: 16 }]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().items).toContainEqual({
      category: 'sports',
      firstReplyHours: 2,
      resolutionHours: 16,
    });
    expect(await countAudits(t, 'feedback.targets')).toBe(1);
  });
});
