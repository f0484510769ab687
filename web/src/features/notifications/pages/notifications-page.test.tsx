import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockSignedIn, renderAt, resetEachTest, testMember } from '../../../test/app-harness';
import { installFakeEventSource } from '../../../test/fake-event-source';
import { bellPage, notification, readBroadcast } from '../testing/fixtures';

const PATH = '/member/notifications';
const list = () => screen.findByRole('list', { name: 'Your notifications' }, { timeout: 20_000 });

describe("the member's notifications page", () => {
  resetEachTest();
  beforeEach(() => {
    installFakeEventSource();
  });

  it('lists them as cards, the unread one marked; opening it marks it read and opens its link', async () => {
    const items = [notification({ id: 2 }), readBroadcast({ id: 1 })];
    const calls = mockSignedIn(testMember(), {
      'GET /api/member/notifications': () => json(200, bellPage(items)),
      'POST /api/member/notifications/2/read': () => json(200, { unread: 0 }),
    });
    const router = renderAt(PATH);
    const cards = within(await list()).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [fresh, seen] = cards as [HTMLElement, HTMLElement];
    // Each card is named by its text; the unread one says so and offers its "Mark read".
    expect(fresh).toHaveAccessibleName('Your order FNB/2026-27/000041 is confirmed.');
    expect(fresh).toHaveAttribute('data-unread', 'true');
    expect(within(fresh).getByText('Unread')).toBeInTheDocument();
    expect(
      within(fresh).getByRole('button', {
        name: 'Mark read: Your order FNB/2026-27/000041 is confirmed.',
      }),
    ).toBeEnabled();
    // The time in the club's time zone (Asia/Kolkata: 05:30Z is 11:00).
    expect(within(fresh).getByText(/11:00/)).toHaveAttribute('datetime', '2026-12-01T05:30:00Z');
    // The read one: no link (it has none), no button.
    expect(seen).toHaveAccessibleName('Pool closed on Monday');
    expect(seen).not.toHaveAttribute('data-unread');
    expect(within(seen).getByText('Read')).toBeInTheDocument();
    expect(within(seen).queryByRole('link')).toBeNull();
    expect(within(seen).queryByRole('button')).toBeNull();
    expect(screen.getByText('1 unread')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(
      within(fresh).getByRole('link', { name: 'Your order FNB/2026-27/000041 is confirmed.' }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.key === 'POST /api/member/notifications/2/read')).toBe(true),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/member/foodordering/orders/detail/41'),
    );
  });

  it('says so when there are none', async () => {
    mockSignedIn(testMember(), {
      'GET /api/member/notifications': () => json(200, bellPage([])),
    });
    renderAt(PATH);
    expect(
      await screen.findByText('You have no notifications.', undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('When an order, a booking or a reply changes, you will find it here.'),
    ).toBeInTheDocument();
    expect(screen.getByText('All read.')).toBeInTheDocument();
  });
});
