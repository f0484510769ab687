import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Task } from '@club/contracts';
import {
  json,
  mockSignedIn,
  problem,
  renderAt,
  resetEachTest,
  testStaff,
} from '../../../test/app-harness';

resetEachTest();

const page = (items: Task[]) => ({
  items,
  pageIndex: 0,
  pageSize: 20,
  pageCount: 1,
  total: items.length,
});

const stayTask: Task = {
  id: 7,
  title: 'Prepare room 101 for 3 Dec 2026',
  titleKey: 'prepareRoom',
  titleParams: { room: '101', date: '2026-12-03' },
  note: '',
  team: 'housekeeping',
  status: 'Active',
  tags: ['guest'],
  assigneeId: null,
  assigneeName: null,
  dueOn: '2026-12-03',
  sourceKind: 'stay',
  sourceId: 42,
  version: 2,
  createdAt: '2026-11-24T04:30:00.000Z',
};

describe('Tasks (/admin/apps/tasks)', () => {
  it('lists the active tasks with a link to what made them, and marks one done with its version', async () => {
    const queries: string[] = [];
    const calls = mockSignedIn(testStaff(), {
      'GET /api/admin/apps/tasks': (_i, url) => {
        queries.push(url.search);
        return json(200, page([stayTask]));
      },
      'GET /api/admin/apps/task-assignees': () => json(200, { items: [] }),
      'PUT /api/admin/apps/tasks': () => json(200, { ...stayTask, status: 'Done', version: 3 }),
    });
    renderAt('/admin/apps/tasks');
    await screen.findByRole('heading', { name: 'Tasks', level: 1 }, { timeout: 20_000 });
    const table = await screen.findByRole('table');
    const title = await within(table).findByText(/^Prepare room 101 for /);
    const row = title.closest('tr')!;
    expect(within(row).getByRole('link', { name: /Open what made/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/admin\/chamber\/OrderDetail\/42$/),
    );
    expect(queries[0]).toContain('status=Active');

    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: /^Mark .* as done$/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/admin/apps/tasks')?.body).toMatchObject({
        item: { id: 7, version: 2, status: 'Done', title: stayTask.title },
      }),
    );
  });

  it('shows the server’s refusal of a stale change', async () => {
    mockSignedIn(testStaff(), {
      'GET /api/admin/apps/tasks': () => json(200, page([stayTask])),
      'GET /api/admin/apps/task-assignees': () => json(200, { items: [] }),
      'PUT /api/admin/apps/tasks': () =>
        problem(409, 'task_changed', 'This task was changed meanwhile. Reload it and try again.'),
    });
    renderAt('/admin/apps/tasks');
    const table = await screen.findByRole('table', undefined, { timeout: 20_000 });
    const row = (await within(table).findByText(/^Prepare room 101 for /)).closest('tr')!;
    await userEvent.setup().click(within(row).getByRole('button', { name: /^Mark .* as done$/ }));
    expect(await screen.findByText(/This task was changed meanwhile/)).toBeInTheDocument();
  });
});
