import type { Room, RoomBlock } from '@club/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../../lib/i18n';
import type { mockApi } from '../../../../test/app-harness';
import {
  json,
  mockSignedIn,
  renderAt,
  resetEachTest,
  testStaff,
} from '../../../../test/app-harness';

const admin = testStaff();
const room = (over: Partial<Room>): Room => ({
  id: 1,
  number: '101',
  name: 'Pavilion Single',
  type: 'single',
  memberTariff: 250_000,
  guestTariff: 380_000,
  taxRate: 1200,
  capacity: 1,
  description: '',
  photos: [],
  active: true,
  sort: 10,
  version: 3,
  upcomingBlocks: 0,
  updatedAt: '2026-11-01T10:00:00Z',
  ...over,
});
const rooms = [
  room({ id: 1, upcomingBlocks: 1 }),
  room({
    id: 2,
    number: 'S1',
    name: 'Heritage Suite',
    type: 'suite',
    memberTariff: 750_050,
    guestTariff: 1_100_000,
    capacity: 4,
    photos: [{ id: 7, url: '/api/files/chambers/7b0f1f8e-2a1c-4a0e-9a39-0c55a4c3f0aa.png' }],
  }),
];
const block: RoomBlock = {
  id: 9,
  roomId: 1,
  from: '2026-12-05',
  to: '2026-12-07',
  reason: 'Bathroom retiling',
  addedBy: 'Club Administrator',
  createdAt: '2026-11-20T10:00:00Z',
};
const paged = <T,>(list: T[]) => ({
  items: list,
  pageIndex: 0,
  pageSize: 20,
  pageCount: 1,
  total: list.length,
});

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockSignedIn(admin, {
    'GET /api/admin/chambers/rooms': () => json(200, paged(rooms)),
    'GET /api/admin/chambers/rooms/1/blocks': () => json(200, { items: [block] }),
    ...extra,
  });
}

describe('Manage and Add Rooms (admin/chamber/ManageRooms)', () => {
  resetEachTest();

  it('lists the rooms: tariffs in the reader’s money format, type and blocks said in words', async () => {
    api();
    renderAt('/admin/chamber/ManageRooms');
    expect(
      await screen.findByRole('heading', { name: 'Manage and Add Rooms' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Rooms' });
    const suite = (await within(table).findByText('Heritage Suite')).closest('tr')!;
    expect(suite).toHaveTextContent('₹7,500.50');
    expect(suite).toHaveTextContent('Guests ₹11,000.00');
    expect(within(suite).getAllByText('Suite').length).toBeGreaterThan(0);
    const single = within(table).getByText('Pavilion Single').closest('tr')!;
    expect(within(single).getByText('1 block ahead')).toBeInTheDocument();
  });

  it('checks the new room form before sending anything', async () => {
    const calls = api();
    renderAt('/admin/chamber/ManageRooms');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add room' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a room' });
    await user.type(within(dialog).getByLabelText(/^Room number/), 'room 1');
    await user.type(within(dialog).getByLabelText(/^Member tariff/), '12.345');
    await user.type(within(dialog).getByLabelText(/^Name/), 'P{Enter}');
    expect(await within(dialog).findByText(/Enter a room number of up to 10/)).toBeInTheDocument();
    expect(within(dialog).getByText('Write at least 2 characters.')).toBeInTheDocument();
    expect(within(dialog).getAllByText(/Enter a tariff from 0/).length).toBe(2);
    expect(within(dialog).getByText('Save the room to add its photos.')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/admin/chambers/rooms')).toBe(false);
  });

  it('takes a room out of letting in one click, at the version it shows', async () => {
    const calls = api({
      'PUT /api/admin/chambers/rooms/1/active': () =>
        json(200, { ...rooms[0], active: false, version: 4 }),
    });
    renderAt('/admin/chamber/ManageRooms');
    const user = userEvent.setup();
    const toggle = await screen.findByRole(
      'switch',
      { name: 'Let: Pavilion Single' },
      { timeout: 5000 },
    );
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Pavilion Single is no longer let.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /api/admin/chambers/rooms/1/active')?.body).toEqual({
      active: false,
      version: 3,
    });
  });

  it("shows a room's blocked dates and lifts one", async () => {
    const calls = api({
      'DELETE /api/admin/chambers/rooms/1/blocks/9': () => new Response(null, { status: 204 }),
    });
    renderAt('/admin/chamber/ManageRooms');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Blocked dates of Pavilion Single' },
        { timeout: 5000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Blocked dates: 101 Pavilion Single',
    });
    const table = await within(dialog).findByRole('table', { name: 'Blocked dates of room 101' });
    expect(await within(table).findByText('Bathroom retiling')).toBeInTheDocument();
    expect(within(table).getByText('3 nights')).toBeInTheDocument();
    expect(within(table).getByText('Added by Club Administrator')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: /^Lift the block from/ }));
    expect(await screen.findByText('Block lifted.')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'DELETE /api/admin/chambers/rooms/1/blocks/9')).toBe(true);
  });

  it('in German, shows the tariff as 7500,50 and saves "8.000,5" as the plain 8000.5 with the version', async () => {
    const calls = api({
      'PUT /api/admin/chambers/rooms/2': () =>
        json(200, { ...rooms[1], memberTariff: 800_050, version: 4 }),
    });
    await switchLanguage('de');
    try {
      renderAt('/admin/chamber/ManageRooms');
      const user = userEvent.setup();
      await user.click(
        await screen.findByRole('button', { name: 'Heritage Suite bearbeiten' }, { timeout: 5000 }),
      );
      const dialog = await screen.findByRole('dialog');
      const tariff = within(dialog).getByLabelText(/^Mitgliederpreis/);
      await waitFor(() => expect(tariff).toHaveValue('7500,50'));
      expect(
        within(dialog).getByRole('img', { name: 'Foto 1 von Heritage Suite' }),
      ).toBeInTheDocument();
      await user.clear(tariff);
      await user.type(tariff, '8.000,5');
      await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
      await waitFor(() =>
        expect(calls.find((c) => c.key === 'PUT /api/admin/chambers/rooms/2')?.body).toEqual(
          expect.objectContaining({ number: 'S1', memberTariff: '8000.5', version: 3 }),
        ),
      );
    } finally {
      await switchLanguage('en');
    }
  }, 30_000);
});
