import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockSignedIn, renderAt, resetEachTest, testMember } from '../../test/app-harness';

const URL_1 =
  'http://portal.test/api/calendar/feed/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG.ics';
const URL_2 =
  'http://portal.test/api/calendar/feed/ZYXWVUTSRQPONMLKJIHGFEDCBA9876543210abcdefg.ics';

describe('The calendar feed card (on My Chamber Bookings)', () => {
  resetEachTest();

  it('makes a feed URL, copies it, makes a new one and revokes it', async () => {
    let made = 0;
    const calls = mockSignedIn(testMember(), {
      'GET /api/chambers/bookings': () => json(200, { items: [] }),
      'GET /api/calendar/feed': () =>
        json(200, { active: false, createdAt: null, language: 'en', url: null }),
      'POST /api/calendar/feed': () => {
        made += 1;
        return json(201, {
          active: true,
          createdAt: '2026-11-24T05:00:00Z',
          language: 'en',
          url: made === 1 ? URL_1 : URL_2,
        });
      },
      'DELETE /api/calendar/feed': () =>
        json(200, { active: false, createdAt: null, language: 'en', url: null }),
    });
    renderAt('/member/chamber/myBooking');
    const user = userEvent.setup();
    const card = (
      await screen.findByRole('heading', { name: 'Calendar feed' }, { timeout: 5000 })
    ).closest('section')!;
    expect(await within(card).findByText('You have no calendar feed yet.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Create feed URL' }));
    const field = await within(card).findByRole('textbox', { name: /Your feed URL/ });
    expect(field).toHaveValue(URL_1);
    expect(await screen.findByText('Your calendar feed URL is ready.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Copy' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(URL_1);
    expect(await within(card).findByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Make a new URL' }));
    expect(await within(card).findByDisplayValue(URL_2)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Revoke' }));
    expect(await within(card).findByText('You have no calendar feed yet.')).toBeInTheDocument();
    expect(within(card).queryByRole('textbox')).toBeNull();
    expect(calls.filter((c) => c.key === 'POST /api/calendar/feed')).toHaveLength(2);
    expect(calls.some((c) => c.key === 'DELETE /api/calendar/feed')).toBe(true);
  });
});
