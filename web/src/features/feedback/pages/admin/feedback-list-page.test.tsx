import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  json,
  mockSignedIn,
  renderAt,
  resetEachTest,
  testStaff,
  type Handler,
} from '../../../../test/app-harness';
import { ASSIGNEES, summary } from '../../test-fixtures';

const admin = testStaff();

/** Picks a choice of a select filter (its options are drawn in a portal). */
async function choose(user: ReturnType<typeof userEvent.setup>, field: string, option: string) {
  const input = screen.getByRole('textbox', { name: field });
  await user.click(input);
  const listbox = () => document.getElementById(input.getAttribute('aria-controls') ?? '');
  await waitFor(() => expect(listbox()).not.toBeNull());
  await user.click(within(listbox()!).getByRole('option', { name: option, hidden: true }));
}
const LIST = '/admin/feedbacks/FeedBacksList';

/** The list's answers, recording each query the screen sent. */
function listApi(queries: URLSearchParams[]): Record<string, Handler> {
  return {
    'GET /api/admin/feedback': (_init, url) => {
      queries.push(url.searchParams);
      const overdueOnly = url.searchParams.get('overdue') === 'true';
      const items = [
        summary(),
        summary({
          id: 32,
          subject: 'Soup arrived cold',
          category: 'fnb',
          status: 'resolved',
          overdue: false,
          assigneeId: 8,
          assigneeName: 'Editor',
        }),
      ].filter((f) => !overdueOnly || f.overdue);
      return json(200, { items, total: items.length });
    },
    'GET /api/admin/feedback-assignees': () => json(200, ASSIGNEES),
  };
}

describe('Manage Feedbacks: the list', () => {
  resetEachTest();

  it('shows each feedback with its member, due time and overdue mark, and opens it', async () => {
    mockSignedIn(admin, listApi([]));
    const router = renderAt(LIST);
    const table = await screen.findByRole('table', { name: 'Feedback' }, { timeout: 20_000 });
    const parking = (await within(table).findByText('Parking at the main gate')).closest('tr')!;
    expect(within(parking).getByText('M1001')).toBeInTheDocument();
    expect(within(parking).getByTestId('overdue')).toHaveTextContent('Overdue');
    expect(within(parking).getByText(/^Reply by /)).toBeInTheDocument();
    expect(within(parking).getByText('Unassigned')).toBeInTheDocument();
    const soup = within(table).getByText('Soup arrived cold').closest('tr')!;
    expect(within(soup).queryByTestId('overdue')).not.toBeInTheDocument();
    expect(within(soup).getByText('Done')).toBeInTheDocument();
    await userEvent.setup().click(within(parking).getByRole('link', { name: 'Feedback #31' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/feedbacks/FeedBackDetail/31'),
    );
  });

  it('filters by status, assignee and overdue, keeping them in the address and the query', async () => {
    const queries: URLSearchParams[] = [];
    mockSignedIn(admin, listApi(queries));
    const router = renderAt(LIST);
    const user = userEvent.setup();
    await screen.findByText('Soup arrived cold', {}, { timeout: 20_000 });

    await choose(user, 'Status', 'Open');
    await choose(user, 'Assigned to', 'Me');
    await user.click(screen.getByRole('switch', { name: 'Overdue only' }));

    await waitFor(() => expect(screen.queryByText('Soup arrived cold')).not.toBeInTheDocument());
    const last = queries.at(-1)!;
    expect(last.get('status')).toBe('open');
    expect(last.get('assignee')).toBe('me');
    expect(last.get('overdue')).toBe('true');
    const address = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(address)).toMatchObject({
      status: 'open',
      assignee: 'me',
      overdue: 'true',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Soup arrived cold')).toBeInTheDocument();
  });
});
