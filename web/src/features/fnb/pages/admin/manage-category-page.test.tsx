import type { Category, Outlet } from '@club/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { mockApi } from '../../../../test/app-harness';
import {
  json,
  mockSignedIn,
  problem,
  renderAt,
  resetEachTest,
  testStaff,
} from '../../../../test/app-harness';
import { switchLanguage } from '../../../../lib/i18n';

const admin = testStaff();
const outlets: Outlet[] = [
  {
    code: 'restaurant',
    opensAt: '07:30',
    closesAt: '22:30',
    leadMinutes: 30,
    slotCapacity: 10,
    paused: false,
    openNow: true,
  },
  {
    code: 'bar',
    opensAt: '11:00',
    closesAt: '23:00',
    leadMinutes: 15,
    slotCapacity: 8,
    paused: true,
    openNow: false,
  },
];
const category = (id: number, name: string, over: Partial<Category> = {}): Category => ({
  id,
  outlet: 'restaurant',
  name,
  description: '',
  imageUrl: null,
  translations: {},
  active: true,
  sort: id,
  subCategoryCount: 0,
  itemCount: 0,
  ...over,
});
const restaurant = [
  category(1, 'Soups'),
  category(2, 'Starters', { subCategoryCount: 2, itemCount: 5 }),
  category(3, 'Desserts'),
];
const page = (items: Category[]) => ({
  items,
  pageIndex: 0,
  pageSize: 20,
  pageCount: 1,
  total: items.length,
});
function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockSignedIn(admin, {
    'GET /api/admin/fnb/outlets': () => json(200, outlets),
    'GET /api/admin/fnb/categories': (_init, url) =>
      json(
        200,
        page(
          url.searchParams.get('outlet') === 'bar'
            ? [category(9, 'Cocktails', { outlet: 'bar' })]
            : restaurant,
        ),
      ),
    ...extra,
  });
}

describe('Manage and Add Category (admin/restaurant/ManageCategory)', () => {
  resetEachTest();

  it("lists the outlet's categories with their counts and the outlet's ordering settings", async () => {
    api();
    renderAt('/admin/restaurant/ManageCategory');
    // The page's chunk loads on demand: the first render may take a while.
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Manage and Add Category', level: 1 },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Categories of the Restaurant' });
    expect(await within(table).findByText('Starters')).toBeInTheDocument();
    expect(
      within(table).getByRole('link', { name: '2 sub-categories of Starters' }),
    ).toHaveAttribute('href', '/admin/restaurant/ManageSubCategory/2');
    expect(within(table).getByRole('link', { name: '5 food items of Starters' })).toHaveAttribute(
      'href',
      '/admin/restaurant/ManageMenu?outlet=restaurant&categoryId=2',
    );
    expect(await screen.findByText('Orders from 07:30 to 22:30')).toBeInTheDocument();
    expect(screen.getByText('Kitchen lead time 30 minutes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Soups up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Desserts down' })).toBeDisabled();
  });

  it("moves a category by sending the outlet's whole order, changed", async () => {
    const calls = api({
      'PUT /api/admin/fnb/categories/order': () => new Response(null, { status: 204 }),
    });
    renderAt('/admin/restaurant/ManageCategory');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Move Soups down' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.key === 'PUT /api/admin/fnb/categories/order')).toEqual([
        { key: 'PUT /api/admin/fnb/categories/order', body: { ids: [2, 1, 3] } },
      ]),
    );
  });

  it("shows the server's reason when it refuses a delete, once, and keeps the row", async () => {
    const reason =
      '"Starters" still has 2 sub-categories and 5 items: delete or move them first, or deactivate the category to hide it.';
    api({
      'DELETE /api/admin/fnb/categories/2': () =>
        problem(409, 'conflict', reason, { title: 'Conflict' }),
    });
    renderAt('/admin/restaurant/ManageCategory');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Starters' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Delete “Starters”\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Delete Starters' })).toBeInTheDocument();
  });

  it('in German, gives the reason in German (the server writes English)', async () => {
    api({
      'DELETE /api/admin/fnb/categories/2': () =>
        problem(409, 'conflict', '"Starters" still has 2 sub-categories and 5 items.', {
          title: 'Conflict',
        }),
    });
    await switchLanguage('de');
    try {
      renderAt('/admin/restaurant/ManageCategory');
      const user = userEvent.setup();
      await user.click(
        await screen.findByRole('button', { name: 'Starters löschen' }, { timeout: 5000 }),
      );
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }),
      );
      expect(
        await screen.findByText(/„Starters“ hat noch Unterkategorien oder Speisen/),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Konflikt/)).toBeNull();
    } finally {
      await switchLanguage('en');
    }
  });

  it('switches to the Bar: its categories and its paused ordering', async () => {
    const calls = api({
      'PUT /api/admin/fnb/outlets/bar/paused': () => json(200, { ...outlets[1], paused: false }),
    });
    const router = renderAt('/admin/restaurant/ManageCategory');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Bar' }));
    expect(await screen.findByText('Cocktails')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?outlet=bar');
    const pause = await screen.findByRole('switch', { name: /Pause ordering at the Bar/ });
    expect(pause).toBeChecked();
    await user.click(pause);
    expect(await screen.findByText('The Bar takes orders again.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /api/admin/fnb/outlets/bar/paused')?.body).toEqual({
      paused: false,
    });
  });
});
