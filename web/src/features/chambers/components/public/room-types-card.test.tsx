import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../../lib/i18n';
import { json, mockSignedIn, renderAt, resetEachTest } from '../../../../test/app-harness';

const page = {
  slug: 'thechambers',
  title: 'The Chambers',
  summary: 'Rooms for members and their guests.',
  bodyHtml: '<p>In the quiet east wing.</p>',
  timings: [{ label: 'Check-in', value: 'From 12:00' }],
  rules: [],
  photos: [],
  cta: null,
  updatedAt: '2025-01-01T00:00:00.000Z',
};
const types = {
  types: [
    {
      type: 'single',
      rooms: 1,
      memberTariffFrom: 250_000,
      guestTariffFrom: 380_000,
      capacity: 1,
      photos: [],
    },
    {
      type: 'suite',
      rooms: 2,
      memberTariffFrom: 750_000,
      guestTariffFrom: 1_100_000,
      capacity: 4,
      photos: ['images/chambers.svg'],
    },
  ],
};
const api = (roomTypes: unknown) =>
  mockSignedIn(null, {
    'GET /api/content/pages/thechambers': () => json(200, page),
    'GET /api/content/pages': () => json(200, []),
    'GET /api/content/images': () => json(200, []),
    'GET /api/chambers/room-types': () => json(200, roomTypes),
  });

resetEachTest();

describe('the public Chambers page', () => {
  it('shows the rooms the office keeps, by type, with tariffs from', async () => {
    api(types);
    renderAt('/Thechambers');
    const table = await screen.findByTestId('room-types', {}, { timeout: 5_000 });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Single1 room, sleeps 1from ₹2,500.00from ₹3,800.00');
    expect(rows[2]).toHaveTextContent('Suite2 rooms, sleep up to 4from ₹7,500.00from ₹11,000.00');
    expect(screen.getByText('A night, before GST.')).toBeInTheDocument();
  });

  it('in German, in German amounts', async () => {
    await switchLanguage('de');
    api(types);
    renderAt('/Thechambers');
    const table = await screen.findByTestId('room-types', {}, { timeout: 5_000 });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(
      'Suite2 Zimmer, für bis zu 4 Personenab 7.500,00 ₹ab 11.000,00 ₹',
    );
  });

  it('shows no rooms panel when no room is let, and the page still', async () => {
    api({ types: [] });
    renderAt('/Thechambers');
    expect(
      await screen.findByRole('heading', { name: 'The Chambers' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 200));
    expect(screen.queryByTestId('room-types')).toBeNull();
  });
});
