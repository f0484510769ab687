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

  it('saves every caption written together in one request, at the album’s version', async () => {
    const calls = mockSignedIn(editor(), {
      'GET /api/admin/content/albums': () => json(200, { items: [highlights] }),
      'GET /api/events': () => json(200, { items: [] }),
      'PUT /api/admin/content/albums/7/captions': () =>
        json(200, {
          ...highlights,
          version: 3,
          photos: [
            { ...highlights.photos[0], caption: 'First dance' },
            { ...highlights.photos[1], caption: 'The band at midnight' },
          ],
        }),
    });
    renderAt('/admin/content/albums');
    const row = await rowOf('Annual Ball 2026');
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: /^Change “/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the photo album' });
    // The event's highlights show their event even before the events list loads.
    expect(within(dialog).getByRole('textbox', { name: /^Event/ })).toHaveValue('Annual Ball');
    const save = within(dialog).getByRole('button', { name: 'Save captions' });
    expect(save).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Caption of photo 1' }),
      'First dance',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Caption of photo 2' }),
      ' at midnight',
    );
    await user.click(save);
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.key === 'PUT /api/admin/content/albums/7/captions')
          .map((c) => c.body),
      ).toEqual([
        {
          version: 2,
          captions: [
            { photoId: 31, caption: 'First dance' },
            { photoId: 32, caption: 'The band at midnight' },
          ],
        },
      ]),
    );
    expect(await screen.findByText('The captions are saved.')).toBeInTheDocument();
    await waitFor(() => expect(save).toBeDisabled());
  });

  it('moves a photo earlier or later, sending the whole order at the album’s version', async () => {
    const moved = {
      ...highlights,
      version: 3,
      photos: [highlights.photos[1]!, highlights.photos[0]!],
    };
    const calls = mockSignedIn(editor(), {
      'GET /api/admin/content/albums': () => json(200, { items: [highlights] }),
      'GET /api/events': () => json(200, { items: [] }),
      'PUT /api/admin/content/albums/7/photo-order': () => json(200, moved),
    });
    renderAt('/admin/content/albums');
    const user = userEvent.setup();
    await user.click(
      within(await rowOf('Annual Ball 2026')).getByRole('button', { name: /^Change “/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change the photo album' });
    expect(within(dialog).getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Move photo 2 later' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Move photo 2 earlier' }));
    await waitFor(() =>
      expect(
        calls.find((c) => c.key === 'PUT /api/admin/content/albums/7/photo-order')?.body,
      ).toEqual({ version: 2, photoIds: [32, 31] }),
    );
    // The moved photo (now the first) keeps the focus, on its other button.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Move photo 1 later' })).toHaveFocus(),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Caption of photo 1' })).toHaveValue(
      'The band',
    );
  });

  it('chooses the cover from the album’s photos and its place in the list', async () => {
    const calls = mockSignedIn(editor(), {
      'GET /api/admin/content/albums': () => json(200, { items: [highlights] }),
      'GET /api/events': () => json(200, { items: [] }),
      'PUT /api/admin/content/albums': () =>
        json(200, { ...highlights, coverUrl: '/uploads/b.png', sort: 5, version: 3 }),
    });
    renderAt('/admin/content/albums');
    const user = userEvent.setup();
    await user.click(
      within(await rowOf('Annual Ball 2026')).getByRole('button', { name: /^Change “/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change the photo album' });
    const cover = within(dialog).getByRole('textbox', { name: /^Cover/ });
    await user.click(cover);
    const listbox = () => document.getElementById(cover.getAttribute('aria-controls') ?? '');
    await waitFor(() => expect(listbox()).not.toBeNull());
    await user.click(
      within(listbox()!).getByRole('option', { name: 'Photo 2: The band', hidden: true }),
    );
    const sort = within(dialog).getByRole('textbox', { name: /^Place in the list/ });
    await user.clear(sort);
    await user.type(sort, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/admin/content/albums')?.body).toMatchObject({
        item: { id: 7, version: 2, coverUrl: '/uploads/b.png', sort: 5 },
      }),
    );
  });

  it('offers no cover before the album has photos', async () => {
    mockSignedIn(editor(), {
      'GET /api/admin/content/albums': () => json(200, { items: [grounds] }),
      'GET /api/events': () => json(200, { items: [] }),
    });
    renderAt('/admin/content/albums');
    await userEvent
      .setup()
      .click(within(await rowOf('The grounds')).getByRole('button', { name: /^Change “/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the photo album' });
    const cover = within(dialog).getByRole('textbox', { name: /^Cover/ });
    expect(cover).toBeDisabled();
    expect(cover).toHaveAttribute('placeholder', 'Add photos to choose the cover.');
  });
});
