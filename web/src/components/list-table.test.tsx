import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListTable, type ListPage, type ListPaging } from './list-table';

interface Row {
  id: number;
  name: string;
}

const paging = (): ListPaging => ({
  page: 1,
  pageSize: 20,
  setPage: vi.fn(),
  setPageSize: vi.fn(),
  sortBy: 'name',
  sortDir: 'asc',
  setSort: vi.fn(),
});

const show = (data: ListPage<Row> | undefined, fetching: boolean) =>
  render(
    <MantineProvider>
      <ListTable<Row>
        aria-label="Members"
        list={paging()}
        data={data}
        fetching={fetching}
        empty="No member matches."
        columns={[
          { accessor: 'id', title: 'Number' },
          { accessor: 'name', title: 'Name' },
        ]}
      />
    </MantineProvider>,
  );

/** The table's "no row" text: always there, shown (`data-active`) when no row is. */
const emptyState = () => document.querySelector('.mantine-datatable-empty-state');

describe('ListTable', () => {
  it('shows its empty text when no row matches', () => {
    show({ items: [], total: 0 }, false);
    expect(screen.getByText('No member matches.')).toBeVisible();
    expect(emptyState()).toHaveAttribute('data-active');
  });

  it('shows its rows, and none of the empty text', () => {
    show({ items: [{ id: 7, name: 'Asha' }], total: 1 }, false);
    expect(screen.getByRole('cell', { name: 'Asha' })).toBeInTheDocument();
    expect(emptyState()).not.toHaveAttribute('data-active');
  });

  it('shows its loading veil while a read is under way', () => {
    const view = show(undefined, true);
    const loader = () => view.container.querySelector('.mantine-datatable-loader');
    expect(loader()).toHaveClass('mantine-datatable-loader-fetching');
    expect(loader()!.querySelector('.mantine-Loader-root')).not.toBeNull();
    view.unmount();
    const idle = show({ items: [], total: 0 }, false);
    const idleLoader = idle.container.querySelector('.mantine-datatable-loader');
    expect(idleLoader).not.toHaveClass('mantine-datatable-loader-fetching');
    expect(idleLoader?.querySelector('.mantine-Loader-root') ?? null).toBeNull();
  });
});
