import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ID, useListState } from './list-kit';

const STATUSES = ['requested', 'confirmed'] as const;

function hookAt(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      list: useListState({
        filters: { status: { values: STATUSES, default: 'requested' }, term: {} },
        sort: { keys: ['name', 'date'], by: 'date' },
      }),
      search: useLocation().search,
      navigate: useNavigate(),
    }),
    { wrapper },
  );
}

describe('useListState', () => {
  it('reads the filters, order and page from the address, defaults where it names none', () => {
    const { result } = hookAt('/list?term=asha&page=3&size=50&sort=name&dir=desc');
    expect(result.current.list.filters).toEqual({ status: 'requested', term: 'asha' });
    expect(result.current.list.page).toBe(3);
    expect(result.current.list.pageIndex).toBe(2);
    expect(result.current.list.pageSize).toBe(50);
    expect([result.current.list.sortBy, result.current.list.sortDir]).toEqual(['name', 'desc']);
  });

  it('reads a value it does not know as the default', () => {
    const { result } = hookAt('/list?status=lost&size=7&sort=nope');
    expect(result.current.list.filters.status).toBe('requested');
    expect(result.current.list.pageSize).toBe(20);
    expect(result.current.list.sortBy).toBe('date');
  });

  it('writes a change into the address and reads it back (round trip)', () => {
    const { result } = hookAt('/list');
    act(() => result.current.list.setFilters({ status: 'confirmed', term: 'ravi' }));
    expect(result.current.search).toBe('?status=confirmed&term=ravi');
    expect(result.current.list.filters).toEqual({ status: 'confirmed', term: 'ravi' });
    act(() => result.current.list.setFilters({ status: null }));
    expect(result.current.search).toBe('?status=&term=ravi');
    expect(result.current.list.filters.status).toBeNull();
    act(() => result.current.list.setFilters({ status: 'requested', term: null }));
    expect(result.current.search).toBe('');
  });

  it('keeps two changes made before the address renders again (neither undoes the other)', () => {
    const { result } = hookAt('/list?page=3');
    const { list } = result.current;
    act(() => {
      list.setFilters({ status: 'confirmed' });
      list.setFilters({ term: 'ravi' });
      list.setSort('name', 'desc');
    });
    expect(result.current.search).toBe('?status=confirmed&term=ravi&sort=name&dir=desc');
    // Once rendered, a change starts from the address again.
    act(() => result.current.list.setFilters({ term: null }));
    expect(result.current.search).toBe('?status=confirmed&sort=name&dir=desc');
  });

  it('starts from the address again after a link back to the bare list', () => {
    const { result } = hookAt('/list');
    act(() => result.current.list.setFilters({ status: 'confirmed' }));
    expect(result.current.search).toBe('?status=confirmed');
    act(() => void result.current.navigate('/list'));
    act(() => result.current.list.setFilters({ term: 'asha' }));
    expect(result.current.search).toBe('?term=asha');
  });

  it('goes back to the first page when a filter, the order or the page size changes', () => {
    const { result } = hookAt('/list');
    act(() => result.current.list.setPage(4));
    expect(result.current.search).toBe('?page=4');
    expect(result.current.list.page).toBe(4);
    act(() => result.current.list.setFilters({ term: 'asha' }));
    expect(result.current.list.page).toBe(1);
    expect(result.current.search).toBe('?term=asha');
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setSort('name', 'desc'));
    expect(result.current.search).toBe('?term=asha&sort=name&dir=desc');
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setPageSize(50));
    expect(result.current.list.page).toBe(1);
    expect(result.current.list.pageSize).toBe(50);
  });

  it('reads an id filter only when it is a row id', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/list?categoryId=7&memberId=0&other=x1']}>
        {children}
      </MemoryRouter>
    );
    const { result } = renderHook(
      () =>
        useListState({
          filters: {
            categoryId: { pattern: ID },
            memberId: { pattern: ID },
            other: { pattern: ID },
          },
        }).filters,
      { wrapper },
    );
    expect(result.current).toEqual({ categoryId: '7', memberId: null, other: null });
  });
});
