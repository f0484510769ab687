import type { OutboxItem, OutboxPage } from '@club/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockSignedIn, renderAt, resetApp, testStaff } from '../../../test/app-harness';

/* The mail outbox: its page and page size in the address; the API answers its page count. */

const mail = (id: number): OutboxItem => ({
  id,
  topic: 'mail',
  to: `m${id}@example.com`,
  subject: `Mail ${id}`,
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-12-01T06:30:00.000Z',
  doneAt: '2026-12-01T06:31:00.000Z',
});

/** 47 mails, as the outbox answers a page of them. */
const TOTAL = 47;
const pageOf = (pageIndex: number, pageSize: number): OutboxPage => {
  const ids = Array.from({ length: TOTAL }, (_, i) => TOTAL - i).slice(
    pageIndex * pageSize,
    (pageIndex + 1) * pageSize,
  );
  return { items: ids.map(mail), pageIndex, pageSize, pageCount: Math.ceil(TOTAL / pageSize) };
};

const timeout = { timeout: 5_000 };

describe('the mail outbox (admin/mail/outbox)', () => {
  beforeAll(async () => {
    await Promise.all([import('../../../app/layout/app-layout'), import('./outbox-page')]);
  }, 60_000);
  beforeEach(() => {
    resetApp();
    mockSignedIn(testStaff(), {
      'GET /api/admin/outbox': (_init, url) =>
        json(
          200,
          pageOf(
            Number(url.searchParams.get('pageIndex')),
            Number(url.searchParams.get('pageSize')),
          ),
        ),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists a page of mails, says how many there are, and keeps the page in the address', async () => {
    const router = renderAt('/admin/mail/outbox');
    const table = await screen.findByRole('table', { name: 'Mails in the outbox' }, timeout);
    expect(await within(table).findByText('m47@example.com')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Open the mail/ })).toHaveLength(20);
    // Before the last page the count is only known to be past the pages before it.
    expect(screen.getByText('1–20 of more than 40')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(await within(table).findByText('m7@example.com')).toBeInTheDocument();
    expect(screen.getByText('41–47 of 47')).toBeInTheDocument();
  });

  it('reads its page and size from the address: a reload shows the same page', async () => {
    renderAt('/admin/mail/outbox?page=2&size=10');
    const table = await screen.findByRole('table', { name: 'Mails in the outbox' }, timeout);
    expect(await within(table).findByText('m37@example.com')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Open the mail/ })).toHaveLength(10);
    const asked = (vi.mocked(fetch).mock.calls as [string][])
      .map(([u]) => new URL(u, 'http://localhost'))
      .filter((u) => u.pathname === '/api/admin/outbox')
      .map((u) => `${u.searchParams.get('pageIndex')}/${u.searchParams.get('pageSize')}`);
    expect(asked).toEqual(['1/10']);
    expect(screen.getByText('11–20 of more than 40')).toBeInTheDocument();
  });
});
