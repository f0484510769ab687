import type { ClubEvent, SessionUser } from '@club/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  json,
  mockApi,
  renderAt,
  resetApp,
  testMember,
  testSettings as settings,
} from '../../../../test/app-harness';

const manager: SessionUser = {
  ...testMember(),
  kind: 'staff',
  code: 'events',
  name: 'Event Manager',
  roles: ['E'],
  memberStatus: null,
};

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
  beforeEach(() => resetApp());
  afterEach(() => vi.unstubAllGlobals());

  it('prints the door list of an event, and cannot add or delete events', async () => {
    mockApi({
      'GET /api/settings': () => json(200, settings),
      'GET /api/auth/me': () => json(200, { user: manager }),
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
