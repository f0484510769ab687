import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AlbumView } from '@club/contracts';
import {
  embedBootData,
  renderAt,
  resetEachTest,
  stubSilentNetwork,
} from '../../../test/app-harness';

resetEachTest();

const album: AlbumView = {
  slug: 'grounds',
  title: 'Grounds and courts',
  description: 'The main ground.',
  kind: 'facility',
  eventId: null,
  eventTitle: null,
  coverUrl: '/api/album-photos/00000000-0000-4000-8000-000000000002.png',
  audience: 'public',
  photos: [
    { url: '/api/album-photos/00000000-0000-4000-8000-000000000001.png', caption: 'The ground' },
    { url: '/api/album-photos/00000000-0000-4000-8000-000000000002.png', caption: 'The courts' },
    { url: '/api/album-photos/00000000-0000-4000-8000-000000000003.png', caption: 'The pool' },
  ],
};

describe('the public gallery (/gallery)', () => {
  it('shows each album with its cover first, then its photos in the editors’ order', async () => {
    embedBootData({ '/api/gallery': { items: [album] } });
    stubSilentNetwork();
    renderAt('/gallery');
    const card = (
      await screen.findByRole('link', { name: 'Grounds and courts' }, { timeout: 20_000 })
    ).closest('li')!;
    expect(
      within(card)
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['The courts', 'The ground', 'The pool']);
  });
});
