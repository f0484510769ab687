import { screen, waitFor } from '@testing-library/react';
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
import { installFakeEventSource } from '../../../test/fake-event-source';
import { bellPage, prefs } from '../testing/fixtures';

const PATH = '/member/settings/notifications';
const sw = (name: string) => screen.getByRole('switch', { name });

describe("the member's notification choices", () => {
  beforeEach(() => {
    resetApp();
    installFakeEventSource();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the essential and always-mailed channels locked on, and saves a change with a toast', async () => {
    let current = prefs();
    const calls = mockSignedIn(testMember(), {
      'GET /api/member/notifications': () => json(200, bellPage([])),
      'GET /api/member/notification-prefs': () => json(200, current),
      'PUT /api/member/notification-prefs': () => {
        current = prefs({ order_status: { email: false } });
        return json(200, current);
      },
    });
    renderAt(PATH);
    await screen.findByRole(
      'heading',
      { name: 'Notification choices', level: 1 },
      { timeout: 20_000 },
    );
    await screen.findByRole(
      'table',
      { name: 'Notification choices by kind and channel' },
      { timeout: 5000 },
    );
    // Essential: both channels locked on; always mailed: the email locked, the portal free.
    expect(sw('Payments: In the portal')).toBeDisabled();
    expect(sw('Payments: By email')).toBeDisabled();
    expect(sw('Payments: By email')).toBeChecked();
    expect(sw('Waitlist places: By email')).toBeDisabled();
    expect(sw('Waitlist places: In the portal')).toBeEnabled();
    expect(screen.getAllByText('Essential: always sent').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Always mailed')).toHaveLength(2);

    const save = screen.getByRole('button', { name: 'Save choices' });
    expect(save).toBeDisabled();
    const user = userEvent.setup();
    await user.click(sw('Food order status: By email'));
    expect(sw('Food order status: By email')).not.toBeChecked();
    await user.click(save);
    expect(await screen.findByText('Your notification choices are saved.')).toBeInTheDocument();
    const put = calls.find((c) => c.key === 'PUT /api/member/notification-prefs');
    const sent = (put?.body as { items: { kind: string; inApp: boolean; email: boolean }[] }).items;
    expect(sent.find((i) => i.kind === 'order_status')).toEqual({
      kind: 'order_status',
      inApp: true,
      email: false,
    });
    expect(sent.find((i) => i.kind === 'payment')).toEqual({
      kind: 'payment',
      inApp: true,
      email: true,
    });
    await waitFor(() => expect(save).toBeDisabled());
    expect(sw('Food order status: By email')).not.toBeChecked();
  });

  it("shows the server's refusal as a toast and keeps the member's change", async () => {
    mockSignedIn(testMember(), {
      'GET /api/member/notifications': () => json(200, bellPage([])),
      'GET /api/member/notification-prefs': () => json(200, prefs()),
      'PUT /api/member/notification-prefs': () =>
        problem(422, 'validation_failed', 'This channel cannot be turned off.'),
    });
    renderAt(PATH);
    await screen.findByRole('table', {}, { timeout: 20_000 });
    const user = userEvent.setup();
    await user.click(sw('Messages from the club: In the portal'));
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(await screen.findByText('This channel cannot be turned off.')).toBeInTheDocument();
    expect(sw('Messages from the club: In the portal')).not.toBeChecked();
  });
});
