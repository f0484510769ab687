import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DirectoryEntry, StaffContact } from '@club/contracts';
import {
  json,
  mockSignedIn,
  problem,
  renderAt,
  resetEachTest,
  testMember,
  testStaff,
} from '../../../test/app-harness';

resetEachTest();

const page = <T,>(items: T[]) => ({
  items,
  pageIndex: 0,
  pageSize: 20,
  pageCount: 1,
  total: items.length,
});

const kavita: DirectoryEntry = {
  id: 2,
  name: 'Dr Kavita Rao',
  membershipType: 'Ordinary',
  sports: ['Badminton', 'Tennis'],
  hasPhoto: false,
  email: 'm1002@example.com',
};

describe('Directory (/apps/contacts)', () => {
  it('shows the listed members with only the fields they share, searches from 2 letters, and saves my listing', async () => {
    const terms: string[] = [];
    const calls = mockSignedIn(testMember(), {
      'GET /api/apps/contacts': (_i, url) => {
        terms.push(url.searchParams.get('term') ?? '');
        return json(200, page([kavita]));
      },
      'GET /api/apps/contacts/me': () => json(200, { listed: false, shares: [] }),
      'PUT /api/apps/contacts/me': (init) => json(200, JSON.parse(String(init?.body)) as unknown),
    });
    renderAt('/apps/contacts');
    await screen.findByRole('heading', { name: 'Directory', level: 1 }, { timeout: 8000 });
    const list = await screen.findByRole('list', { name: 'Listed members' });
    const card = within(list).getByRole('listitem', { name: 'Dr Kavita Rao' });
    expect(card).toHaveTextContent('Ordinary · Badminton, Tennis');
    expect(within(card).getByRole('link', { name: 'm1002@example.com' })).toHaveAttribute(
      'href',
      'mailto:m1002@example.com',
    );
    expect(card).not.toHaveTextContent('Mobile');

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'k');
    await new Promise((r) => setTimeout(r, 400));
    expect(terms.every((t) => t === '')).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'a');
    await waitFor(() => expect(terms).toContain('ka'));

    const listing = screen.getByRole('region', { name: 'Your listing' });
    const mobile = within(listing).getByRole('checkbox', { name: 'Mobile' });
    expect(mobile).toBeDisabled();
    await user.click(within(listing).getByRole('switch', { name: 'List me in the directory' }));
    await user.click(mobile);
    await user.click(within(listing).getByRole('button', { name: 'Save my listing' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/apps/contacts/me')?.body).toEqual({
        listed: true,
        shares: ['mobile'],
      }),
    );
    expect(await within(listing).findByText('You are listed now.')).toBeInTheDocument();
  });
});

const supplier: StaffContact = {
  kind: 'suppliers',
  id: 5,
  name: 'Gokul Dairy Farms',
  code: null,
  category: 'food',
  email: 'orders@gokul.example',
  phone: '+91 22 2555 0101',
  listed: null,
  contactPerson: 'Ramesh Patil',
  notes: 'Milk at 6',
};

describe('Contacts (/admin/apps/contacts)', () => {
  it('shows the suppliers, adds one (the server refusing a field first) and deletes one by id', async () => {
    let refused = false;
    const calls = mockSignedIn(testStaff(), {
      'GET /api/admin/apps/contacts': (_i, url) =>
        json(200, page(url.searchParams.get('kind') === 'suppliers' ? [supplier] : [])),
      'POST /api/admin/apps/contacts': () => {
        if (!refused) {
          refused = true;
          return problem(400, 'validation_failed', 'Bad phone', {
            errors: [{ field: 'item.phone', message: 'Bad', key: 'validation.phone' }],
          });
        }
        return json(201, { ...supplier, id: 6, name: 'Bharat Linen', kind: 'linen' });
      },
      'DELETE /api/admin/apps/contacts': () => json(200, { deleted: 1 }),
    });
    renderAt('/admin/apps/contacts?kind=suppliers');
    const table = await screen.findByRole('table', {}, { timeout: 8000 });
    expect(await within(table).findByText('Gokul Dairy Farms')).toBeInTheDocument();
    expect(table).toHaveTextContent('Food and dairy');
    expect(table).toHaveTextContent('Contact: Ramesh Patil');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add supplier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a supplier' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Bharat Linen');
    await user.click(within(dialog).getByRole('textbox', { name: /^Kind/ }));
    await user.click(
      await screen.findByRole('option', { name: 'Linen and laundry', hidden: true }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone' }), '12345678');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(refused).toBe(true));
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const sent = calls.find((c) => c.key === 'POST /api/admin/apps/contacts');
    expect(sent?.body).toMatchObject({ item: { name: 'Bharat Linen', kind: 'linen' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add a supplier' })).toBeNull(),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Gokul Dairy Farms' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete Gokul Dairy Farms?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'DELETE /api/admin/apps/contacts')?.body).toEqual({
        ids: [5],
      }),
    );
  });
});
