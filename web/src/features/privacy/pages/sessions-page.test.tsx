import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActiveSession } from '@club/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  mockSignedIn,
  problem,
  renderAt,
  resetApp,
  testMember,
} from '../../../test/app-harness';
import { installFakeEventSource } from '../../../test/fake-event-source';

const PATH = '/settings/sessions';
const bell = { items: [], pageIndex: 0, pageSize: 10, pageCount: 1, total: 0, unread: 0 };
const session = (over: Partial<ActiveSession>): ActiveSession => ({
  id: 1,
  ip: '10.0.0.1',
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  createdAt: '2026-11-24T04:30:00.000Z',
  lastSeenAt: '2026-11-24T05:00:00.000Z',
  expiresAt: '2026-11-25T04:30:00.000Z',
  current: false,
  ...over,
});
const phone = session({
  id: 2,
  ip: '10.0.0.2',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
});

describe('the active sessions page', () => {
  beforeEach(() => {
    resetApp();
    installFakeEventSource();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the sessions with their device, marks this one, and signs out another', async () => {
    let items = [session({ id: 1, current: true }), phone];
    const calls = mockSignedIn(testMember(), {
      'GET /api/member/notifications': () => json(200, bell),
      'GET /api/account/sessions': () => json(200, { items }),
      'DELETE /api/account/sessions/2': () => {
        items = items.filter((s) => s.id !== 2);
        return new Response(null, { status: 204 });
      },
    });
    renderAt(PATH);
    const list = await screen.findByRole(
      'list',
      { name: 'Your active sessions' },
      { timeout: 20_000 },
    );
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Chrome on Windows')).toBeInTheDocument();
    expect(within(list).getByText('Safari on iOS')).toBeInTheDocument();
    expect(within(list).getByText('This device')).toBeInTheDocument();
    // Times in the club's zone (Asia/Kolkata): 05:00 UTC is 10:30.
    expect(within(list).getAllByText(/10:30/).length).toBeGreaterThan(0);
    // The current session has no sign-out button of its own.
    const buttons = within(list).getAllByRole('button', { name: /^Sign out / });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName(/Safari on iOS/);
    await userEvent.setup().click(buttons[0]!);
    expect(await screen.findByText('That session is signed out.')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'DELETE /api/account/sessions/2')).toBe(true);
    await vi.waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
    expect(screen.getByText('This is your only session.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
  });

  it('signs out all the others, and shows a refusal as a toast', async () => {
    let items = [session({ id: 1, current: true }), phone, session({ id: 3 })];
    mockSignedIn(testMember(), {
      'GET /api/member/notifications': () => json(200, bell),
      'GET /api/account/sessions': () => json(200, { items }),
      'POST /api/account/sessions/others': () => {
        items = items.filter((s) => s.current);
        return json(200, { signedOut: 2 });
      },
      'DELETE /api/account/sessions/3': () =>
        problem(404, 'not_found', 'This session is not one of yours, or it has ended.'),
    });
    renderAt(PATH);
    const user = userEvent.setup();
    const one = await screen.findAllByRole(
      'button',
      { name: /^Sign out Chrome/ },
      { timeout: 20_000 },
    );
    await user.click(one[0]!);
    expect(
      await screen.findByText('This session is not one of yours, or it has ended.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out all other sessions' }));
    expect(await screen.findByText('Other sessions signed out: 2.')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('Safari on iOS')).toBeNull());
  });
});
