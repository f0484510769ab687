import type { ClubEvent } from '@club/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  json,
  mockSignedIn,
  renderAt,
  resetEachTest,
  testStaff,
} from '../../../../test/app-harness';

const manager = testStaff({ code: 'events', name: 'Event Manager', roles: ['E'] });

const event = {
  id: 3,
  title: 'Gala Dinner',
  startsAt: '2026-12-22T13:30:00.000Z',
  venue: 'Ballroom',
  capacity: 40,
  placesTaken: 5,
  status: 'published',
  version: 0,
} as unknown as ClubEvent;

describe('the event manager (admin/events/manageupdateEvents)', () => {
  resetEachTest();

  it('prints the door list of an event, and cannot add or delete events', async () => {
    mockSignedIn(manager, {
      'GET /api/events/categories': () => json(200, { items: [] }),
      'GET /api/admin/events/events': () =>
        json(200, { items: [event], total: 1, pageIndex: 0, pageSize: 10, pageCount: 1 }),
    });
    renderAt('/admin/events/manageupdateEvents');
    const link = await screen.findByRole(
      'link',
      { name: 'Door list of Gala Dinner (PDF)' },
      { timeout: 5000 },
    );
    expect(link).toHaveAttribute(
      'href',
      '/api/admin/reports/events/door-list.pdf?eventId=3&lang=en',
    );
    expect(screen.queryByRole('button', { name: 'Delete Gala Dinner' })).toBeNull();
  }, 30_000);
});
