import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar, SearchFilter, SelectFilter } from './filter-bar';
import { useListState } from './list-kit';

const STATUSES = ['open', 'closed'] as const;

/** A list's filter bar, with the address it keeps printed beside it. */
function Filters() {
  const list = useListState({
    filters: { status: { values: STATUSES }, term: {} },
  });
  const search = useLocation().search;
  return (
    <>
      <FilterBar>
        <SelectFilter
          label="Status"
          placeholder="All"
          data={STATUSES.map((s) => ({ value: s, label: s === 'open' ? 'Open' : 'Closed' }))}
          value={list.filters.status}
          onChange={(v) => list.setFilters({ status: v })}
        />
        <SearchFilter
          label="Search"
          placeholder="Name"
          value={list.filters.term}
          onChange={(v) => list.setFilters({ term: v })}
        />
      </FilterBar>
      <output aria-label="address">{search}</output>
    </>
  );
}

const show = (address: string) =>
  render(
    <MantineProvider>
      <MemoryRouter initialEntries={[address]}>
        <Filters />
      </MemoryRouter>
    </MantineProvider>,
  );

const address = () => screen.getByLabelText('address').textContent;

describe('FilterBar', () => {
  it("puts a select filter's choice in the address and goes back to the first page", async () => {
    const user = userEvent.setup();
    show('/list?page=3');
    const status = screen.getByRole('textbox', { name: 'Status' });
    await user.click(status);
    const listbox = () => document.getElementById(status.getAttribute('aria-controls') ?? '');
    await waitFor(() => expect(listbox()).not.toBeNull());
    await user.click(within(listbox()!).getByRole('option', { name: 'Closed', hidden: true }));
    expect(address()).toBe('?status=closed');
    expect(screen.getByRole('textbox', { name: 'Status' })).toHaveValue('Closed');
  });

  it('reads a select filter from the address, and clears it from there', async () => {
    const user = userEvent.setup();
    show('/list?status=open&page=2');
    expect(screen.getByRole('textbox', { name: 'Status' })).toHaveValue('Open');
    // Mantine hides its clear button from the accessibility tree (the field clears by keys).
    await user.click(document.querySelector<HTMLElement>('button[aria-label="Clear Status"]')!);
    expect(address()).toBe('');
  });

  it('searches once typing pauses, not at each key', () => {
    vi.useFakeTimers();
    show('/list?page=2');
    const field = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.change(field, { target: { value: 'as' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(field, { target: { value: 'asha ' } });
    act(() => vi.advanceTimersByTime(200));
    // Still typing: the field shows it, the address does not have it yet.
    expect(field).toHaveValue('asha ');
    expect(address()).toBe('?page=2');
    act(() => vi.advanceTimersByTime(150));
    expect(address()).toBe('?term=asha');
  });

  it('offers nothing while disabled (a category before its outlet)', () => {
    render(
      <MantineProvider>
        <SelectFilter
          label="Category"
          placeholder="Choose an outlet first"
          disabled
          data={[]}
          value={null}
          onChange={() => undefined}
        />
      </MantineProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Category' });
    expect(field).toBeDisabled();
    expect(field).toHaveAttribute('placeholder', 'Choose an outlet first');
  });
});
