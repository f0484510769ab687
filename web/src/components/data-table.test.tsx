import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type SortedBy } from './data-table';

interface Row {
  id: number;
  name: string;
  date: string;
}
const rows: Row[] = [
  { id: 1, name: 'Asha', date: '2026-12-01' },
  { id: 2, name: 'Ravi', date: '2026-12-05' },
];

const show = (sortedBy?: SortedBy<Row>) => (
  <MantineProvider>
    <DataTable<Row>
      aria-label="Bookings"
      records={rows}
      {...(sortedBy ? { sortedBy } : {})}
      columns={[
        { accessor: 'id', title: 'Booking' },
        { accessor: 'name', title: 'Member' },
        { accessor: 'date', title: 'Date' },
      ]}
    />
  </MantineProvider>
);

const sortOf = () =>
  screen
    .getAllByRole('columnheader')
    .map((th) => [th.textContent, th.getAttribute('aria-sort')] as const);

describe('a list in a fixed order', () => {
  it("marks the sorted column's header alone, and follows a change of column", () => {
    const view = render(show({ accessor: 'date', direction: 'ascending' }));
    expect(sortOf()).toEqual([
      ['Booking', null],
      ['Member', null],
      ['Date', 'ascending'],
    ]);
    view.rerender(show({ accessor: 'name', direction: 'descending' }));
    expect(sortOf()).toEqual([
      ['Booking', null],
      ['Member', 'descending'],
      ['Date', null],
    ]);
  });

  it('marks no header when the list names no order', () => {
    render(show());
    expect(sortOf().every(([, sort]) => sort === null)).toBe(true);
  });
});
