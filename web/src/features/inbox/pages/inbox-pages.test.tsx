import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxItem, InboxMessage } from '@club/contracts';
import {
  json,
  mockSignedIn,
  problem,
  renderAt,
  resetApp,
  testMember,
} from '../../../test/app-harness';

const member = testMember();

const item = (over: Partial<InboxItem> = {}): InboxItem => ({
  id: 'broadcast-5',
  source: 'broadcast',
  folder: 'inbox',
  subject: 'Pool reopens',
  from: 'The Club',
  preview: 'From Monday the pool is open.',
  at: '2026-12-01T05:30:00Z',
  read: false,
  starred: false,
  important: false,
  tags: [],
  ...over,
});

const page = (items: InboxItem[], unread = 1) => ({
  items,
  pageIndex: 0,
  pageSize: 20,
  pageCount: 1,
  total: items.length,
  unread,
});

describe('the Inbox (/apps/mailbox)', () => {
  beforeEach(() => resetApp());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the messages with the unread marked, stars one and switches folders', async () => {
    const folders: string[] = [];
    const calls = mockSignedIn(member, {
      'GET /api/member/inbox': (_init, url) => {
        folders.push(url.searchParams.get('folder') ?? '');
        return json(
          200,
          page([
            item(),
            item({ id: 'mail-9', source: 'mail', subject: 'Booking confirmed', read: true }),
          ]),
        );
      },
      'PUT /api/member/inbox/state': () => json(200, { updated: 1 }),
    });
    renderAt('/apps/mailbox');
    await screen.findByRole('heading', { name: 'Inbox', level: 1 }, { timeout: 8000 });
    const list = await screen.findByRole('list', { name: 'Messages' });
    const unread = within(list).getByRole('listitem', { name: 'Pool reopens' });
    expect(unread).toHaveAttribute('data-unread', 'true');
    expect(within(unread).getByText('Unread')).toBeInTheDocument();
    expect(within(unread).getByRole('link', { name: 'Pool reopens' })).toHaveAttribute(
      'href',
      expect.stringContaining('/apps/mailbox/broadcast-5'),
    );
    const read = within(list).getByRole('listitem', { name: 'Booking confirmed' });
    expect(read).toHaveAttribute('data-unread', 'false');
    const user = userEvent.setup();
    await user.click(within(unread).getByRole('button', { name: 'Star' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/member/inbox/state')?.body).toEqual({
        ids: ['broadcast-5'],
        starred: true,
      }),
    );
    await user.click(screen.getByText('Trash'));
    await waitFor(() => expect(folders).toContain('trash'));
    expect(folders[0]).toBe('inbox');
  });

  it('opens a mail as plain text, and says so for a message that is not found', async () => {
    const mail: InboxMessage = {
      ...item({ id: 'mail-9', source: 'mail', subject: 'Booking confirmed', read: true }),
      bodyHtml: null,
      text: 'Room 12.\n<b>not bold</b>',
      ownerId: null,
    };
    mockSignedIn(member, {
      'GET /api/member/inbox/mail-9': () => json(200, mail),
      'GET /api/member/inbox/broadcast-77': () => problem(404, 'not_found', 'No such message.'),
    });
    renderAt('/apps/mailbox/mail-9');
    const article = await screen.findByTestId('inbox-opened', {}, { timeout: 8000 });
    expect(within(article).getByRole('heading', { name: 'Booking confirmed' })).toBeInTheDocument();
    expect(article).toHaveTextContent('<b>not bold</b>');
    expect(article.querySelector('b')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the inbox' })).toHaveAttribute(
      'href',
      expect.stringContaining('/apps/mailbox'),
    );
    resetApp();
    renderAt('/apps/mailbox/broadcast-77');
    expect(
      await screen.findByText('This message was not found.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
