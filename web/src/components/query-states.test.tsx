import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryStates, type QueryLike } from './query-states';

const query = (q: Partial<QueryLike>): QueryLike => ({
  error: null,
  isPending: false,
  refetch: () => undefined,
  ...q,
});

const show = (q: QueryLike, props: { isEmpty?: boolean; keepDataOnError?: boolean } = {}) =>
  render(
    <MantineProvider>
      <QueryStates
        query={q}
        errorTitle="Could not load the orders"
        loadingLabel="Loading the orders"
        empty={<p>No orders yet</p>}
        {...props}
      >
        <p>The orders</p>
      </QueryStates>
    </MantineProvider>,
  );

describe('QueryStates', () => {
  it('says a failed read in place and asks again on "Try again"', async () => {
    const refetch = vi.fn();
    show(query({ error: new Error('The network is down'), refetch }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load the orders');
    expect(screen.queryByText('The orders')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('keeps showing the data it has when a refresh fails, if asked', () => {
    show(query({ error: new Error('x'), data: { items: [] } }), { keepDataOnError: true });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('The orders')).toBeTruthy();
  });

  it('is busy and named while loading, then empty or the content', () => {
    const { rerender } = show(query({ isPending: true }));
    expect(screen.getByLabelText('Loading the orders').getAttribute('aria-busy')).toBe('true');
    rerender(
      <MantineProvider>
        <QueryStates query={query({})} isEmpty empty={<p>No orders yet</p>}>
          <p>The orders</p>
        </QueryStates>
      </MantineProvider>,
    );
    expect(screen.getByText('No orders yet')).toBeTruthy();
    expect(screen.queryByText('The orders')).toBeNull();
  });
});
