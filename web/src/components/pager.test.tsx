import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { switchLanguage } from '../lib/i18n';
import { Pager } from './pager';

const show = (pageCount: number, pageIndex: number, onPageIndexChange = vi.fn()) =>
  render(
    <MantineProvider>
      <Pager
        pageCount={pageCount}
        pageIndex={pageIndex}
        onPageIndexChange={onPageIndexChange}
        aria-label="Pages of payments"
      />
    </MantineProvider>,
  );

afterEach(() => i18n.changeLanguage('en'));

describe('the pager of a server-paged list', () => {
  it('shows nothing when everything fits on one page', () => {
    show(1, 0);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names its controls and reports the page chosen from 0, as the API counts', () => {
    const onPageIndexChange = vi.fn();
    show(3, 0, onPageIndexChange);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageIndexChange).toHaveBeenLastCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageIndexChange).toHaveBeenLastCalledWith(1);
  });

  it("names its controls in the user's language", async () => {
    await switchLanguage('de');
    show(3, 1);
    expect(screen.getByRole('button', { name: 'Vorherige Seite' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seite 2' })).toBeTruthy();
  });
});
