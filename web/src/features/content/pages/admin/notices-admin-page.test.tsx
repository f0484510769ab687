import type { Notice } from '@club/contracts';
import { ROLE } from '@club/contracts/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  json,
  mockSignedIn,
  renderAt,
  resetEachTest,
  testStaff,
} from '../../../../test/app-harness';

const editor = testStaff({ code: 'editor', name: 'Web Editor', roles: [ROLE.editor] });
const notice: Notice = {
  id: 7,
  title: 'Pool closed on Monday',
  bodyHtml: '<p>Upkeep</p>',
  showFrom: '2026-11-20',
  showUntil: null,
  pinned: false,
  audience: 'members',
  updatedAt: '2026-11-20T00:00:00.000Z',
};

describe("the notices' readers (Manage Notice Board)", () => {
  resetEachTest();

  it('lists who reads each notice and gives one to everyone', async () => {
    const calls = mockSignedIn(editor, {
      'GET /api/admin/content/notices': () =>
        json(200, [notice, { ...notice, id: 8, title: 'Road closed', audience: 'public' }]),
      'PUT /api/admin/content/notices/7': () => json(200, { ...notice, audience: 'public' }),
    });
    const user = userEvent.setup();
    renderAt('/admin/content/notices');
    // The page and its editor load on demand: the first load in a busy worker is slow.
    const table = await screen.findByRole('table', undefined, { timeout: 45_000 });
    const pool = (await within(table).findByText('Pool closed on Monday')).closest('tr')!;
    expect(within(pool).getByText('Members only')).toBeInTheDocument();
    const road = within(table).getByText('Road closed').closest('tr')!;
    expect(within(road).getByText(/^Everyone/)).toBeInTheDocument();

    await user.click(within(pool).getByRole('button', { name: 'Edit: Pool closed on Monday' }));
    const dialog = await screen.findByRole('dialog');
    const readers = within(dialog).getByRole('textbox', { name: /^Readers/ });
    expect(readers).toHaveValue('Members only');
    await user.click(readers);
    const listbox = () => document.getElementById(readers.getAttribute('aria-controls') ?? '');
    await waitFor(() => expect(listbox()).not.toBeNull());
    await user.click(within(listbox()!).getByRole('option', { name: /^Everyone/, hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/admin/content/notices/7')?.body).toMatchObject({
        title: 'Pool closed on Monday',
        audience: 'public',
      }),
    );
  }, 60_000);
});
