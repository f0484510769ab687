import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Album } from '@club/contracts';
import { ROLE } from '@club/contracts/core';
import {
  json,
  mockSignedIn,
  problem,
  renderAt,
  resetEachTest,
  testStaff,
} from '../../../test/app-harness';

resetEachTest();

const highlights: Album = {
  id: 7,
  title: 'Annual Ball 2026',
  slug: 'annual-ball-2026',
  description: 'The night.',
  kind: 'event',
  eventId: 12,
  eventTitle: 'Annual Ball',
  coverUrl: null,
  audience: 'members',
  status: 'Draft',
  sort: 0,
  version: 2,
  photos: [
    { id: 31, url: '/uploads/a.png', caption: '', sort: 1 },
    { id: 32, url: '/uploads/b.png', caption: 'The band', sort: 2 },
  ],
};

const grounds: Album = {
  ...highlights,
  id: 8,
  title: 'The grounds',
  slug: 'grounds',
  kind: 'facility',
  eventId: null,
  eventTitle: null,
  audience: 'public',
  status: 'Published',
  photos: [],
};

const editor = () => testStaff({ roles: [ROLE.editor], code: 'editor' });

async function rowOf(title: string) {
  const table = await screen.findByRole('table', undefined, { timeout: 20_000 });
  return (await within(table).findByText(title)).closest('tr')!;
}

describe('Manage Albums (/admin/content/albums)', () => {
  it('lists the albums with their kind, event and status, and filters them', async () => {
    mockSignedIn(editor(), {
      'GET /api/admin/content/albums': () => json(200, { items: [highlights, grounds] }),
    });
    renderAt('/admin/content/albums');
    const row = await rowOf('Annual Ball 2026');
    expect(within(row).getByText('Event: Annual Ball')).toBeInTheDocument();
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(within(await rowOf('The grounds')).getByText('Published')).toBeInTheDocument();
    await userEvent.setup().type(screen.getByRole('textbox', { name: /^Search/ }), 'ball');
    await waitFor(() => expect(screen.queryByText('The grounds')).not.toBeInTheDocument());
    expect(screen.getByText('Annual Ball 2026')).toBeInTheDocument();
  });

  it('publishes a draft with the version it was shown at', async () => {
    const calls = mockSignedIn(editor(), {
      'GET /api/admin/content/albums': () => json(200, { items: [highlights] }),
      'PUT /api/admin/content/albums/7/status': () =>
        json(200, { ...highlights, status: 'Published', version: 3 }),
    });
    renderAt('/admin/content/albums');
    const row = await rowOf('Annual Ball 2026');
    await userEvent.setup().click(within(row).getByRole('button', { name: /^Publish “/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/admin/content/albums/7/status')?.body).toEqual({
        status: 'Published',
        version: 2,
      }),
    );
    expect(await screen.findByText(/is published/)).toBeInTheDocument();
  });

  it('shows the server’s refusal of a stale change', async () => {
    mockSignedIn(editor(), {
      'GET /api/admin/content/albums': () => json(200, { items: [highlights] }),
      'PUT /api/admin/content/albums/7/status': () =>
        problem(409, 'conflict', 'This album was changed meanwhile. Reload it and try again.'),
    });
    renderAt('/admin/content/albums');
    const row = await rowOf('Annual Ball 2026');
    await userEvent.setup().click(within(row).getByRole('button', { name: /^Publish “/ }));
    expect(await screen.findByText(/This album was changed meanwhile/)).toBeInTheDocument();
  });

  it('adds an album, taking its address from the title, then offers its photos', async () => {
    const calls = mockSignedIn(editor(), {
      'GET /api/admin/content/albums': () => json(200, { items: [] }),
      'GET /api/events': () => json(200, { items: [] }),
      'POST /api/admin/content/albums': () =>
        json(201, { ...grounds, id: 9, title: 'Pool Days', slug: 'pool-days', status: 'Draft' }),
    });
    renderAt('/admin/content/albums');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Add an album' }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add a photo album' });
    expect(within(dialog).getByText('Save the album to add its photos.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Pool Days');
    expect(within(dialog).getByRole('textbox', { name: /^Address/ })).toHaveValue('pool-days');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/admin/content/albums')?.body).toMatchObject({
        item: { title: 'Pool Days', slug: 'pool-days', kind: 'facility', eventId: null },
      }),
    );
    // The saved album stays open for its photos.
    expect(
      await screen.findByRole('dialog', { name: 'Change the photo album' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Save the album to add its photos.')).not.toBeInTheDocument();
  });

  it('saves a photo’s caption', async () => {
    const calls = mockSignedIn(editor(), {
      'GET /api/admin/content/albums': () => json(200, { items: [highlights] }),
      'GET /api/events': () => json(200, { items: [] }),
      'PUT /api/admin/content/albums/7/photos/31': () =>
        json(200, {
          ...highlights,
          version: 3,
          photos: [{ ...highlights.photos[0], caption: 'First dance' }, highlights.photos[1]],
        }),
    });
    renderAt('/admin/content/albums');
    const row = await rowOf('Annual Ball 2026');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: /^Change “/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the photo album' });
    // The event's highlights show their event even before the events list loads.
    expect(within(dialog).getByRole('textbox', { name: /^Event/ })).toHaveValue('Annual Ball');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Caption of photo 1' }),
      'First dance',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save the caption of photo 1' }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.key === 'PUT /api/admin/content/albums/7/photos/31')?.body,
      ).toEqual({ caption: 'First dance' }),
    );
    expect(await screen.findByText('The caption is saved.')).toBeInTheDocument();
  });
});
