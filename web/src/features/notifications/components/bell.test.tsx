import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  mockSignedIn,
  renderAt,
  resetApp,
  testMember,
  testStaff,
} from '../../../test/app-harness';
import { installFakeEventSource, openAndEmit, streamsTo } from '../../../test/fake-event-source';
import { bellPage, notification, readBroadcast } from '../testing/fixtures';

const STREAM = '/api/member/notifications/stream';

const bellButton = (name: RegExp | string) =>
  screen.findByRole('button', { name }, { timeout: 20_000 });

describe("the header's notifications bell", () => {
  beforeEach(() => {
    resetApp();
    installFakeEventSource();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the unread count, lists the latest in the reader’s words and marks all read', async () => {
    let items = [
      notification({
        id: 3,
        kind: 'data_export',
        params: { export: 5, status: 'ready', expiresAt: '2026-12-14T10:30:00Z' },
        link: '/member/settings/my-data',
      }),
      notification({ id: 2 }),
      notification({
        id: 1,
        kind: 'feedback_reply',
        params: { feedback: 7, subject: 'Soup arrived cold' },
        link: '/member/feedbacks/FeedBackDetail/7',
      }),
      readBroadcast({ id: 0 }),
    ];
    const calls = mockSignedIn(testMember(), {
      'GET /api/member/notifications': () => json(200, bellPage(items)),
      'POST /api/member/notifications/read-all': () => {
        items = items.map((n) => ({ ...n, readAt: n.readAt ?? '2026-12-02T00:00:00Z' }));
        return json(200, { unread: 0 });
      },
    });
    renderAt('/member/notifications');
    const bell = await bellButton('Notifications, 3 unread');
    const user = userEvent.setup();
    await user.click(bell);
    // (jsdom has no layout: the dialog is hidden under its bell, and so nameless here.)
    const panel = await screen.findByRole('dialog', { hidden: true }, { timeout: 5000 });
    expect(panel).toHaveAttribute(
      'aria-labelledby',
      within(panel).getByRole('heading', { name: 'Notifications', hidden: true }).id,
    );
    const list = within(panel).getByRole('list', { hidden: true });
    expect(within(list).getAllByRole('listitem', { hidden: true })).toHaveLength(4);
    expect(
      within(list).getByRole('link', {
        name: /^Unread: Your data is ready to download until 14 Dec 2026/,
        hidden: true,
      }),
    ).toHaveAttribute('href', '/member/settings/my-data');
    expect(
      within(list).getByRole('link', {
        name: /^Unread: Your order FNB\/2026-27\/000041 is confirmed\./,
        hidden: true,
      }),
    ).toHaveAttribute('href', '/member/foodordering/orders/detail/41');
    expect(
      within(list).getByRole('link', {
        name: /The club replied to your feedback “Soup arrived cold”\./,
        hidden: true,
      }),
    ).toBeInTheDocument();
    // One with nothing to open is a button (it marks it read); a read one is not called unread.
    expect(
      within(list).getByRole('button', { name: /^Pool closed on Monday/, hidden: true }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('link', { name: 'See all notifications', hidden: true }),
    ).toHaveAttribute('href', expect.stringContaining('/member/notifications'));
    await user.click(within(panel).getByRole('button', { name: 'Mark all read', hidden: true }));
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'POST /api/member/notifications/read-all')).toBe(true),
    );
    expect(await bellButton('Notifications')).toBeInTheDocument();
  });

  it('asks again when the stream tells of a new one, and opening one marks it read', async () => {
    let items = [notification({ id: 1, readAt: '2026-12-01T06:00:00Z' })];
    const calls = mockSignedIn(testMember(), {
      'GET /api/member/notifications': () => json(200, bellPage(items)),
      'POST /api/member/notifications/2/read': () => json(200, { unread: 0 }),
    });
    renderAt('/member/notifications');
    await bellButton('Notifications');
    await waitFor(() => expect(streamsTo(STREAM)).toHaveLength(1));
    items = [
      notification({
        id: 2,
        kind: 'stay',
        params: { booking: 5, status: 'confirmed', checkIn: '2026-12-20' },
        link: '/member/chamber/myBooking',
      }),
      ...items,
    ];
    openAndEmit(streamsTo(STREAM)[0]!, 'notification', { id: 2 });
    const user = userEvent.setup();
    await user.click(await bellButton('Notifications, 1 unread'));
    const panel = await screen.findByRole('dialog', { hidden: true }, { timeout: 5000 });
    await user.click(
      within(panel).getByRole('link', {
        name: /Your stay from 20 Dec 2026 is confirmed\./,
        hidden: true,
      }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'POST /api/member/notifications/2/read')).toBe(true),
    );
  });

  it("is a staff user's own bell for staff, and none for a visitor", async () => {
    mockSignedIn(testStaff(), {
      'GET /api/staff/notifications': () =>
        json(
          200,
          bellPage([notification({ kind: 'broadcast', title: 'Staff meeting', link: '' })]),
        ),
    });
    renderAt('/admin/notifications');
    await bellButton('Notifications, 1 unread');
    await waitFor(() => expect(streamsTo('/api/staff/notifications/stream')).toHaveLength(1));
    expect(streamsTo(STREAM)).toHaveLength(0);
  });
});
