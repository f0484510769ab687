import type { Category, MenuItem } from '@club/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../../lib/i18n';
import type { mockApi } from '../../../../test/app-harness';
import { json, mockSignedIn, renderAt, resetApp, testStaff } from '../../../../test/app-harness';

const admin = testStaff();
const item = (over: Partial<MenuItem>): MenuItem => ({
  id: 1,
  outlet: 'restaurant',
  categoryId: 2,
  categoryName: 'Starters',
  subCategoryId: null,
  subCategoryName: null,
  name: 'Item',
  description: '',
  price: 32_000,
  diet: 'veg',
  imageUrl: null,
  translations: {},
  kitchen: 'main',
  taxRate: 500,
  availableFrom: null,
  availableTo: null,
  active: true,
  soldOut: false,
  sort: 0,
  updatedAt: '2026-03-01T10:00:00Z',
  ...over,
});
const items = [
  item({ id: 1, name: 'Paneer tikka', kitchen: 'tandoor' }),
  item({
    id: 2,
    name: 'Chicken 65',
    price: 38_050,
    diet: 'non_veg',
    availableFrom: '12:00',
    availableTo: '15:30',
  }),
];
const starters: Category = {
  id: 2,
  outlet: 'restaurant',
  name: 'Starters',
  description: '',
  imageUrl: null,
  translations: {},
  active: true,
  sort: 0,
  subCategoryCount: 0,
  itemCount: 2,
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
    'GET /api/admin/fnb/items': () => json(200, paged(items)),
    'GET /api/admin/fnb/categories': () => json(200, paged([starters])),
    'GET /api/admin/fnb/categories/2': () => json(200, { category: starters, subCategories: [] }),
    ...extra,
  });
}

/** The query strings the list was asked with. */
let queries: URLSearchParams[];

describe('Manage and Add Food Item (admin/restaurant/ManageMenu)', () => {
  beforeEach(() => {
    resetApp();
    queries = [];
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the items: price in the reader’s money format, the veg mark said in words', async () => {
    api();
    renderAt('/admin/restaurant/ManageMenu');
    const table = await screen.findByRole('table', { name: 'Food items' }, { timeout: 5000 });
    const row = (await within(table).findByText('Chicken 65')).closest('tr')!;
    expect(row).toHaveTextContent('₹380.50');
    expect(within(row).getByText('Non-vegetarian')).toBeInTheDocument();
    const other = within(table).getByText('Paneer tikka').closest('tr')!;
    expect(within(other).getByText('Vegetarian')).toBeInTheDocument();
  });

  it('marks an item sold out for today in one click', async () => {
    const calls = api({
      'PUT /api/admin/fnb/items/1/sold-out': () => json(200, { ...items[0], soldOut: true }),
    });
    renderAt('/admin/restaurant/ManageMenu');
    const user = userEvent.setup();
    const toggle = await screen.findByRole(
      'switch',
      { name: 'Sold out today: Paneer tikka' },
      { timeout: 5000 },
    );
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Paneer tikka is sold out for today.')).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'PUT /api/admin/fnb/items/1/sold-out')?.body).toEqual({
      soldOut: true,
    });
  });

  it("opens filtered to a category from the category screen's link", async () => {
    api({
      'GET /api/admin/fnb/items': (_init, url) => {
        queries.push(url.searchParams);
        return json(200, paged(items));
      },
    });
    renderAt('/admin/restaurant/ManageMenu?outlet=restaurant&categoryId=2');
    await waitFor(() => expect(queries.length).toBeGreaterThan(0), { timeout: 5000 });
    expect(queries[0]!.get('outlet')).toBe('restaurant');
    expect(queries[0]!.get('categoryId')).toBe('2');
    expect(await screen.findByDisplayValue('Starters')).toBeInTheDocument();
  });

  it('checks the new item form before sending anything', async () => {
    const calls = api();
    renderAt('/admin/restaurant/ManageMenu');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Add food item' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Price/), '12.345');
    // The English name (the Spanish and German ones follow it).
    await user.type(within(dialog).getAllByLabelText(/^Name/)[0]!, 'P{Enter}');
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Write at least 2 characters.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Enter a price above 0/)).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'POST /api/admin/fnb/items')).toBe(false);
  });

  it("keeps an item's German name beside its English one, sending only what was written", async () => {
    const calls = api({
      'PUT /api/admin/fnb/items/1': () => json(200, items[0]),
    });
    renderAt('/admin/restaurant/ManageMenu');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Edit Paneer tikka' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Spanish and German' }));
    const german = within(dialog).getByRole('textbox', { name: 'Name (Deutsch)' });
    // It shows the English words it translates.
    expect(german).toHaveAttribute('placeholder', 'Paneer tikka');
    await user.type(german, 'Paneer-Tikka vom Grill');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/admin/fnb/items/1')?.body).toEqual(
        expect.objectContaining({
          name: 'Paneer tikka',
          translations: { de: { name: 'Paneer-Tikka vom Grill' } },
        }),
      ),
    );
  }, 30_000);

  it('in German, shows the price as 380,50 and saves "1.250,5" as the plain 1250.5', async () => {
    const calls = api({
      'PUT /api/admin/fnb/items/2': () => json(200, { ...items[1], price: 125_050 }),
    });
    await switchLanguage('de');
    try {
      renderAt('/admin/restaurant/ManageMenu');
      const user = userEvent.setup();
      await user.click(
        await screen.findByRole('button', { name: 'Chicken 65 bearbeiten' }, { timeout: 5000 }),
      );
      const dialog = await screen.findByRole('dialog');
      const price = within(dialog).getByLabelText(/^Preis/);
      await waitFor(() => expect(price).toHaveValue('380,50'));
      expect(
        within(dialog).getByText('In Rupien ohne Steuer, z. B. 250 oder 250,50.'),
      ).toBeInTheDocument();
      await user.clear(price);
      await user.type(price, '1.250,5');
      await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
      await waitFor(() =>
        expect(calls.find((c) => c.key === 'PUT /api/admin/fnb/items/2')?.body).toEqual(
          expect.objectContaining({ name: 'Chicken 65', price: '1250.5' }),
        ),
      );
    } finally {
      await switchLanguage('en');
    }
  }, 30_000);
});
