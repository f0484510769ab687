import type { BanquetCourse, BanquetHall, BanquetPackage } from '@club/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { mockApi } from '../../../../test/app-harness';
import {
  json,
  mockSignedIn,
  renderAt,
  resetEachTest,
  testStaff,
} from '../../../../test/app-harness';

const admin = testStaff();
const hall: BanquetHall = {
  id: 1,
  name: 'Crystal Hall',
  capacity: 300,
  cost4h: 4_500_000,
  cost8h: 8_000_050,
  electricity4h: 500_000,
  electricity8h: 900_000,
  projectorCost: 250_000,
  musicCost: 600_000,
  valetCost: 50_000,
  taxRate: 1800,
  description: '',
  photos: [],
  active: true,
  sort: 10,
  version: 2,
  updatedAt: '2026-11-01T10:00:00Z',
};
const course: BanquetCourse = { id: 5, name: 'Starters', sort: 10, dishes: [] };
const pkg: BanquetPackage = {
  id: 3,
  name: 'Veg Classic',
  description: '',
  costPerGuest: 95_000,
  type: 'veg',
  courses: [{ courseId: 5, name: 'Starters', choose: 3 }],
  active: true,
  sort: 10,
  version: 0,
  updatedAt: '2026-11-01T10:00:00Z',
};

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockSignedIn(admin, {
    'GET /api/admin/banquets/halls': () => json(200, { items: [hall] }),
    'GET /api/admin/banquets/packages': () => json(200, { items: [pkg] }),
    'GET /api/admin/banquets/courses': () => json(200, { items: [course] }),
    'GET /api/admin/banquets/addons': () => json(200, { items: [] }),
    ...extra,
  });
}

describe('Manage and Add Banquet (admin/banquet/ManageBanquets)', () => {
  resetEachTest();

  it('lists the halls with their 4- and 8-hour hire in the club’s money format', async () => {
    api();
    renderAt('/admin/banquet/ManageBanquets');
    const card = await screen.findByRole('listitem', { name: 'Crystal Hall' }, { timeout: 5000 });
    expect(card).toHaveTextContent('₹45,000.00');
    expect(card).toHaveTextContent('₹80,000.50');
    expect(within(card).getByRole('switch', { name: 'Let Crystal Hall' })).toBeChecked();
  });

  it('checks the new hall form before sending anything, then sends the amounts in rupees', async () => {
    const calls = api({
      'POST /api/admin/banquets/halls': () => json(201, { ...hall, id: 2, name: 'Board Room' }),
    });
    renderAt('/admin/banquet/ManageBanquets');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add hall' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a hall' });
    await user.type(within(dialog).getByLabelText(/^Hire, 4 hours/), '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      (await within(dialog).findAllByText(/Enter an amount from 0 to/)).length,
    ).toBeGreaterThan(0);
    expect(calls.some((c) => c.key === 'POST /api/admin/banquets/halls')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Board Room');
    const capacity = within(dialog).getByLabelText(/^Capacity/);
    await user.clear(capacity);
    await user.type(capacity, '40');
    const fields: [RegExp, string][] = [
      [/^Hire, 4 hours/, '8000'],
      [/^Hire, 8 hours/, '14000'],
      [/^Electricity, 4 hours/, '1000'],
      [/^Electricity, 8 hours/, '1800'],
      [/^Projector/, '1500'],
      [/^Music/, '0'],
      [/^Valet/, '600'],
    ];
    for (const [label, value] of fields) {
      const input = within(dialog).getByLabelText(label);
      await user.clear(input);
      await user.type(input, value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/admin/banquets/halls')?.body).toMatchObject({
        name: 'Board Room',
        capacity: 40,
        cost4h: '8000',
        valetCost: '600',
        taxRate: 1800,
      }),
    );
    expect(
      await screen
        .findByText('Save the hall to add its photos.', {}, { timeout: 1 })
        .catch(() => null),
    ).toBeNull();
  });
});

describe('Manage Banquet Menu (admin/banquet/ManageBanquetMenu)', () => {
  resetEachTest();

  it('changes a package’s course limit at the version it shows', async () => {
    const calls = api({
      'PUT /api/admin/banquets/packages/3': () => json(200, { ...pkg, version: 1 }),
    });
    renderAt('/admin/banquet/ManageBanquetMenu');
    const user = userEvent.setup();
    const card = await screen.findByRole('listitem', { name: 'Veg Classic' }, { timeout: 5000 });
    expect(card).toHaveTextContent('₹950.00 per guest');
    expect(card).toHaveTextContent('Starters: 3');
    await user.click(within(card).getByRole('button', { name: 'Edit Veg Classic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Veg Classic' });
    const limit = within(dialog).getByRole('textbox', { name: 'Dishes to choose from Starters' });
    await user.clear(limit);
    await user.type(limit, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/admin/banquets/packages/3')?.body).toMatchObject(
        {
          version: 0,
          courses: [{ courseId: 5, choose: 4 }],
        },
      ),
    );
  });
});
