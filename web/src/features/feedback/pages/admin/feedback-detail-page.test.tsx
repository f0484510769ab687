import type { FeedbackDetail } from '@club/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  json,
  mockSignedIn,
  problem,
  renderAt,
  resetEachTest,
  testStaff,
} from '../../../../test/app-harness';
import { ASSIGNEES, detail } from '../../test-fixtures';

const admin = testStaff();
const PAGE = '/admin/feedbacks/FeedBackDetail/31';
const ONE = '/api/admin/feedback/31';

/** The feedback's API: each change answers the feedback as the server would. */
function feedbackApi(start: FeedbackDetail = detail()) {
  let f = start;
  const at = '2026-12-05T06:00:00.000Z';
  const next = (over: Partial<FeedbackDetail>) => (f = { ...f, ...over, version: f.version + 1 });
  return {
    [`GET ${ONE}`]: () => json(200, f),
    'GET /api/admin/feedback-assignees': () => json(200, ASSIGNEES),
    [`PUT ${ONE}/assignee`]: (init?: RequestInit) => {
      const { assigneeId } = JSON.parse(String(init?.body)) as { assigneeId: number | null };
      const who = ASSIGNEES.items.find((s) => s.id === assigneeId);
      return json(200, next({ assigneeId, assigneeName: who?.name ?? '' }));
    },
    [`POST ${ONE}/replies`]: (init?: RequestInit) => {
      const { message, internal } = JSON.parse(String(init?.body)) as {
        message: string;
        internal: boolean;
      };
      const m = { id: f.messages.length + 1, author: 'staff' as const, authorName: admin.name };
      return json(
        200,
        next({
          messages: [...f.messages, { ...m, internal, body: message, createdAt: at }],
          ...(internal ? {} : { status: 'in_progress' as const, firstReplyAt: at }),
        }),
      );
    },
    [`PUT ${ONE}/status`]: (init?: RequestInit) => {
      const { status } = JSON.parse(String(init?.body)) as { status: FeedbackDetail['status'] };
      return json(
        200,
        next({ status, history: [...f.history, { status, by: admin.name, at, reason: '' }] }),
      );
    },
  };
}

describe('Manage Feedbacks: one feedback', () => {
  resetEachTest();

  it('assigns it to the reader, adds an internal note (marked) and replies', async () => {
    const calls = mockSignedIn(admin, feedbackApi());
    renderAt(PAGE);
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Feedback #31' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('From Asha Rao (M1001)')).toBeInTheDocument();
    expect(screen.getByTestId('overdue')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('Assigned to Club Administrator.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === `PUT ${ONE}/assignee`)?.body).toEqual({
      assigneeId: 7,
      version: 0,
    });
    expect(screen.queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();

    // An empty message is refused in place, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Add internal note' }));
    expect(await screen.findByText('Write a message first.')).toBeInTheDocument();
    expect(calls.some((c) => c.key === `POST ${ONE}/replies`)).toBe(false);

    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Ask security about the weekend rota.');
    await user.click(screen.getByRole('button', { name: 'Add internal note' }));
    expect(await screen.findByText('The internal note was added.')).toBeInTheDocument();
    const thread = screen.getByRole('region', { name: 'Conversation' });
    const note = within(thread).getByText('Ask security about the weekend rota.').closest('li')!;
    expect(within(note).getByText('Internal note')).toBeInTheDocument();
    expect(box).toHaveValue('');

    await user.type(box, 'Security will keep the gate clear from this weekend.');
    await user.click(screen.getByRole('button', { name: 'Reply to the member' }));
    expect(
      await screen.findByText('The reply was sent; the member is mailed.'),
    ).toBeInTheDocument();
    const replies = calls.filter((c) => c.key === `POST ${ONE}/replies`).map((c) => c.body);
    expect(replies).toEqual([
      { message: 'Ask security about the weekend rota.', internal: true },
      { message: 'Security will keep the gate clear from this weekend.', internal: false },
    ]);
    const reply = within(thread)
      .getByText('Security will keep the gate clear from this weekend.')
      .closest('li')!;
    expect(within(reply).queryByText('Internal note')).not.toBeInTheDocument();
    expect(screen.getAllByText('In progress').length).toBeGreaterThan(0);
  });

  it('takes the status steps on the version seen, with a reason in the history', async () => {
    const calls = mockSignedIn(admin, feedbackApi(detail({ status: 'in_progress', version: 4 })));
    renderAt(PAGE);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Mark resolved' }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mark this feedback resolved' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Rota set');
    await user.click(within(dialog).getByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByText('The feedback is now Resolved.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === `PUT ${ONE}/status`)?.body).toEqual({
      status: 'resolved',
      version: 4,
      reason: 'Rota set',
    });
    // Resolved: it may be reopened or closed, no longer resolved again.
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark resolved' })).not.toBeInTheDocument();
  });

  it('says so when another staff member changed it meanwhile', async () => {
    mockSignedIn(admin, {
      ...feedbackApi(),
      [`PUT ${ONE}/assignee`]: () =>
        problem(409, 'feedback_changed', 'This feedback was changed meanwhile.'),
    });
    renderAt(PAGE);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Assign to me' }, { timeout: 20_000 }),
    );
    await waitFor(() =>
      expect(screen.getByText(/This feedback was changed meanwhile/)).toBeInTheDocument(),
    );
    // Still nobody's: the way to take it stays.
    expect(screen.getByRole('button', { name: 'Assign to me' })).toBeInTheDocument();
  });

  it('says when there is no such feedback', async () => {
    mockSignedIn(admin, {});
    renderAt(PAGE);
    expect(
      await screen.findByText('There is no such feedback.', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });
});
