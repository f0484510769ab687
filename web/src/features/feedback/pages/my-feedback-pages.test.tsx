import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  mockSignedIn,
  problem,
  renderAt,
  resetApp,
  testMember,
} from '../../../test/app-harness';
import type { FeedbackDetail, FeedbackSummary } from '@club/contracts';
import { detail as baseDetail, summary as base } from '../test-fixtures';

const member = testMember();

/** M1001's feedback about an order, answered once by the office. */
const summary = (over: Partial<FeedbackSummary> = {}) =>
  base({
    id: 7,
    category: 'fnb',
    link: { kind: 'order', id: 123 },
    linkLabel: 'FNB/2026-27/000123 · 2026-11-02',
    subject: 'Soup arrived cold',
    rating: 2,
    status: 'in_progress',
    version: 2,
    updatedAt: '2026-12-02T05:30:00Z',
    firstReplyDueAt: '2026-12-01T09:30:00Z',
    resolutionDueAt: '2026-12-04T09:30:00Z',
    firstReplyAt: '2026-12-01T06:30:00Z',
    overdue: false,
    ...over,
  });

const detail = (over: Partial<FeedbackDetail> = {}) =>
  baseDetail({
    ...summary(),
    firstReplyMinutes: 60,
    messages: [
      {
        id: 1,
        author: 'member',
        authorName: 'Asha Rao',
        internal: false,
        body: 'The soup was cold.',
        createdAt: '2026-12-01T05:30:00Z',
      },
      {
        id: 2,
        author: 'staff',
        authorName: 'Office',
        internal: false,
        body: 'We are sorry.',
        createdAt: '2026-12-01T06:30:00Z',
      },
    ],
    ...over,
  });

const page = (items: unknown[]) => ({
  items,
  pageIndex: 0,
  pageSize: 20,
  pageCount: 1,
  total: items.length,
});

describe('My Feedback (member/feedbacks)', () => {
  beforeEach(() => resetApp());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the feedback with status, category and what it is about, filtered by status', async () => {
    const asked: string[] = [];
    mockSignedIn(member, {
      'GET /api/member/feedback': (_init, url) => {
        asked.push(url.searchParams.get('status') ?? '');
        return json(200, page([summary()]));
      },
    });
    renderAt('/member/feedbacks/FeedBacksList');
    await screen.findByRole('heading', { name: 'My Feedback', level: 1 }, { timeout: 8000 });
    const list = await screen.findByRole('list', { name: 'Your feedback' });
    const card = within(list).getByRole('listitem', { name: 'Soup arrived cold' });
    expect(within(card).getByText('In progress')).toBeInTheDocument();
    expect(card).toHaveTextContent('Food & beverage');
    expect(card).toHaveTextContent('Order FNB/2026-27/000123');
    expect(within(card).getByRole('link', { name: 'Soup arrived cold' })).toHaveAttribute(
      'href',
      expect.stringContaining('/member/feedbacks/FeedBackDetail/7'),
    );
    const user = userEvent.setup();
    const status = screen.getByRole('textbox', { name: 'Status' });
    await user.click(status);
    const listbox = () => document.getElementById(status.getAttribute('aria-controls') ?? '');
    await waitFor(() => expect(listbox()).not.toBeNull());
    await user.click(within(listbox()!).getByRole('option', { name: 'Resolved', hidden: true }));
    await waitFor(() => expect(asked).toContain('resolved'));
    expect(asked[0]).toBe('');
  });

  it('shows the field errors of bad input and of the server, and sends nothing wrong', async () => {
    const calls = mockSignedIn(member, {
      'GET /api/member/feedback': () => json(200, page([])),
      'GET /api/member/feedback-links': () =>
        json(200, { items: [{ kind: 'order', id: 123, label: 'FNB/000123', date: '2026-11-02' }] }),
      'POST /api/member/feedback': () =>
        problem(400, 'validation_failed', 'The link is not yours.', {
          errors: [{ field: 'subject', message: 'Too long', key: 'validation.textLong' }],
        }),
    });
    renderAt('/member/feedbacks/FeedBacksList?link=order:123');
    const dialog = await screen.findByRole('dialog', { name: 'New feedback' });
    // Opened from the order: linked to it, the category guessed.
    const about = within(dialog).getByRole('textbox', { name: /^About/ });
    await waitFor(() => expect((about as HTMLInputElement).value).toMatch(/^FNB\/000123 · /));
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);
    expect(within(dialog).getByText('Choose one of the listed values.')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/member/feedback')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /^Subject/ }), 'Cold soup');
    await user.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'It was cold.');
    await user.click(within(dialog).getByRole('radio', { name: '2 · Fair' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await within(dialog).findByText('This text is too long.')).toBeInTheDocument();
    const sent = calls.find((c) => c.key === 'POST /api/member/feedback');
    expect(sent?.body).toEqual({
      category: 'fnb',
      link: { kind: 'order', id: 123 },
      subject: 'Cold soup',
      message: 'It was cold.',
      rating: 2,
    });
  });

  it('shows the conversation and sends a reply', async () => {
    let current = detail();
    const calls = mockSignedIn(member, {
      'GET /api/member/feedback/7': () => json(200, current),
      'POST /api/member/feedback/7/replies': () => {
        current = detail({
          messages: [
            ...detail().messages,
            {
              id: 3,
              author: 'member',
              authorName: 'Asha Rao',
              internal: false,
              body: 'Thanks.',
              createdAt: '2026-12-02T05:30:00Z',
            },
          ],
        });
        return json(200, current);
      },
    });
    renderAt('/member/feedbacks/FeedBackDetail/7');
    expect(await screen.findByRole('heading', { name: 'Feedback #7', level: 1 })).toBeVisible();
    const thread = screen.getByRole('region', { name: 'Conversation' });
    const messages = within(thread).getAllByTestId('feedback-message');
    expect(messages.map((m) => m.dataset.author)).toEqual(['member', 'staff']);
    expect(messages[1]).toHaveTextContent('Club office');
    expect(screen.getByRole('link', { name: /Order FNB\/2026-27\/000123/ })).toHaveAttribute(
      'href',
      expect.stringContaining('/member/foodordering/orders/detail/123'),
    );
    expect(screen.queryByRole('heading', { name: "Rate the club's answer" })).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Your message/ }), 'Thanks.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(thread).findByText('Thanks.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'POST /api/member/feedback/7/replies')?.body).toEqual({
      message: 'Thanks.',
    });
  });

  it('asks for the rating of a resolved answer once', async () => {
    let current = detail({ status: 'resolved' });
    mockSignedIn(member, {
      'GET /api/member/feedback/7': () => json(200, current),
      'PUT /api/member/feedback/7/rating': () => {
        current = detail({ status: 'resolved', answerRating: 5 });
        return json(200, current);
      },
    });
    renderAt('/member/feedbacks/FeedBackDetail/7');
    expect(await screen.findByRole('heading', { name: "Rate the club's answer" })).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: '5 · Excellent' }));
    await user.click(screen.getByRole('button', { name: 'Rate the answer' }));
    expect(await screen.findByTestId('answer-rated')).toHaveTextContent('5 · Excellent');
    expect(screen.queryByRole('button', { name: 'Rate the answer' })).toBeNull();
  });

  it("shows not found for another member's feedback", async () => {
    mockSignedIn(member, {
      'GET /api/member/feedback/9': () => problem(404, 'not_found', 'No such feedback.'),
    });
    renderAt('/member/feedbacks/FeedBackDetail/9');
    expect(await screen.findByText('There is no such feedback of yours.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to My Feedback' })).toBeVisible();
  });
});
