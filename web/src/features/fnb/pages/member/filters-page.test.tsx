import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../../lib/i18n';
import { json, mockSignedIn, renderAt, resetApp, testMember } from '../../../../test/app-harness';

/** The query strings the items were asked with. */
let queries: URLSearchParams[];

function api() {
  return mockSignedIn(testMember(), {
    'GET /api/fnb/menu': () => json(200, { outlets: [], categories: [] }),
    'GET /api/fnb/items': (_init, url) => {
      queries.push(url.searchParams);
      return json(200, { items: [] });
    },
  });
}

describe('the menu’s price filter (member/foodordering/filters)', () => {
  beforeEach(() => {
    resetApp();
    queries = [];
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await switchLanguage('en');
  });

  it('in German, reads "1.250,5" as 1250.5 and says so when a price cannot be read', async () => {
    api();
    await switchLanguage('de');
    const router = renderAt('/member/foodordering/filters');
    const user = userEvent.setup();
    const min = await screen.findByRole('textbox', { name: 'Mindestpreis' }, { timeout: 5000 });
    await user.type(min, '1.250,5');
    await waitFor(() => expect(router.state.location.search).toBe('?min=1250.5'));
    await waitFor(() => expect(queries.at(-1)?.get('minPrice')).toBe('1250.5'));

    const max = screen.getByRole('textbox', { name: 'Höchstpreis' });
    await user.type(max, '12,345');
    expect(
      await screen.findByText(
        'Geben Sie einen Betrag mit höchstens 2 Dezimalstellen ein, z. B. 500,00.',
      ),
    ).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 400));
    expect(router.state.location.search).toBe('?min=1250.5');
  }, 30_000);

  it('shows a price from the address in the reader’s format', async () => {
    api();
    await switchLanguage('es');
    renderAt('/member/foodordering/filters?min=99.5&max=400');
    expect(
      await screen.findByRole('textbox', { name: 'Precio mínimo' }, { timeout: 5000 }),
    ).toHaveValue('99,50');
    expect(screen.getByRole('textbox', { name: 'Precio máximo' })).toHaveValue('400');
    await waitFor(() => expect(queries.at(-1)?.get('minPrice')).toBe('99.5'));
  }, 30_000);
});
