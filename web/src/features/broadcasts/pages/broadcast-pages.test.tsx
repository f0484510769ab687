import type { BroadcastDetail, BroadcastSummary } from '@club/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  json,
  mockSignedIn,
  problem,
  renderAt,
  resetEachTest,
  testMember,
  testStaff,
} from '../../../test/app-harness';

const PAGE = '/admin/message/managebroadcast';

const summary = (over: Partial<BroadcastSummary> = {}): BroadcastSummary => ({
  id: 7,
  title: 'Gala night',
  template: 'event_launch',
  audience: { kind: 'membership_type', type: 'Life' },
  channels: ['in_app', 'email'],
  status: 'sent',
  version: 2,
  sendAt: '2026-12-01T05:30:00.000Z',
  createdAt: '2026-12-01T05:00:00.000Z',
  createdByName: 'Club Administrator',
  recipientCount: 42,
  startedAt: '2026-12-01T05:30:00.000Z',
  finishedAt: '2026-12-01T05:31:00.000Z',
  cancelledAt: null,
  ...over,
});

const zero = { queued: 0, sending: 0, sent: 0, failed: 0 };
const detail = (over: Partial<BroadcastDetail> = {}): BroadcastDetail => ({
  ...summary(),
  bodyHtml: '<p>Dinner and <b>music</b></p>',
  imageUrl: null,
  fileUrl: null,
  fileName: null,
  counts: {
    queued: 0,
    sending: 0,
    sent: 80,
    failed: 2,
    read: 30,
    byChannel: { in_app: { ...zero, sent: 42 }, email: { ...zero, sent: 38, failed: 2 } },
  },
  ...over,
});

describe('Manage Broadcast', () => {
  resetEachTest();

  it('lists the broadcasts and opens one with its report; resends the failed ones', async () => {
    const calls = mockSignedIn(testStaff(), {
      'GET /api/admin/broadcasts': () => json(200, { items: [summary()], total: 1 }),
      'GET /api/admin/broadcasts/7': () => json(200, detail()),
      'GET /api/admin/broadcasts/7/deliveries': () =>
        json(200, {
          items: [
            {
              id: 1,
              channel: 'email',
              status: 'failed',
              memberId: 3,
              staffId: null,
              code: 'M1003',
              name: 'Meera Iyer',
              attempts: 3,
              lastError: '550 no such user',
              sentAt: null,
              readAt: null,
            },
          ],
          total: 1,
        }),
      'POST /api/admin/broadcasts/7/resend': () => json(200, { requeued: 2 }),
    });
    renderAt(PAGE);
    const table = await screen.findByRole('table', { name: 'Broadcasts' }, { timeout: 20_000 });
    const row = (await within(table).findByText('Gala night')).closest('tr')!;
    expect(within(row).getByText('Sent')).toBeInTheDocument();
    expect(within(row).getByText('Membership: Life')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Gala night' }));
    expect(await screen.findByTestId('count-sent')).toHaveTextContent('80');
    expect(screen.getByTestId('count-failed')).toHaveTextContent('2');
    expect(screen.getByTestId('count-read')).toHaveTextContent('30');
    expect(await screen.findByText('550 no such user')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend to failed' }));
    expect(await screen.findByText('2 deliveries went back to the queue.')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/admin/broadcasts/7/resend')).toBe(true);
  });

  it('composes one: shows the live count, and the server’s past time on its field', async () => {
    const calls = mockSignedIn(testStaff(), {
      'GET /api/admin/broadcasts': () => json(200, { items: [], total: 0 }),
      'POST /api/admin/broadcast-audience': () => json(200, { count: 123 }),
      'POST /api/admin/broadcasts': () =>
        problem(400, 'validation_failed', 'Choose a time in the future.', {
          errors: [{ field: 'sendAt', message: 'Choose a time in the future, or send it now.' }],
        }),
    });
    renderAt(`${PAGE}?b=new`);
    const user = userEvent.setup();
    const title = await screen.findByRole('textbox', { name: /Title/ }, { timeout: 20_000 });
    expect(await screen.findByTestId('audience-count')).toHaveTextContent('Matches 123 people now');
    await user.type(title, 'Courts reopen');
    await user.click(screen.getByRole('radio', { name: 'Send at a time' }));
    const when = screen.getByLabelText(/Send at \(club time\)/);
    await user.type(when, '2020-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(
      await screen.findByText('Choose a time in the future, or send it now.', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeInTheDocument();
    const sent = calls.find((c) => c.key === 'POST /api/admin/broadcasts')!.body as {
      mode: string;
      sendAt: string;
      audience: unknown;
    };
    expect(sent.mode).toBe('at');
    // 10:00 at the club (Asia/Kolkata) is 04:30 UTC.
    expect(sent.sendAt).toBe('2020-01-01T04:30:00.000Z');
    expect(sent.audience).toEqual({ kind: 'all_members' });
  });
});

describe('a received broadcast', () => {
  resetEachTest();

  it('shows the member its title, cleaned body and file link', async () => {
    mockSignedIn(testMember(), {
      'GET /api/member/broadcasts/7': () =>
        json(200, {
          id: 7,
          title: 'Gala night',
          bodyHtml: '<p>Dinner and <b>music</b></p>',
          template: 'event_launch',
          sentAt: '2026-12-01T05:30:00.000Z',
          hasImage: false,
          hasFile: true,
          fileName: 'menu.pdf',
        }),
    });
    renderAt('/member/messages/7');
    expect(
      await screen.findByRole('heading', { name: 'Gala night' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('music').tagName).toBe('B');
    expect(screen.getByRole('link', { name: /Download menu.pdf/ })).toHaveAttribute(
      'href',
      '/api/member/broadcasts/7/file',
    );
  });

  it('tells a reader it was not sent to', async () => {
    mockSignedIn(testMember(), {});
    renderAt('/member/messages/99');
    await waitFor(
      () =>
        expect(
          screen.getByText('This message was not sent to you, or no longer exists.'),
        ).toBeInTheDocument(),
      { timeout: 20_000 },
    );
  });
});
