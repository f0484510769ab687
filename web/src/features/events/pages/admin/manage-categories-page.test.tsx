import type { EventCategoryTree } from '@club/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  json,
  mockSignedIn,
  renderAt,
  resetEachTest,
  testStaff,
} from '../../../../test/app-harness';

const admin = testStaff({ name: 'Admin' });

const tree: EventCategoryTree = {
  items: [
    {
      id: 10,
      parentId: null,
      name: 'Entertainment',
      sort: 20,
      active: true,
      events: 0,
      translations: {},
      children: [
        {
          id: 11,
          parentId: 10,
          name: 'Festivals',
          sort: 10,
          active: true,
          events: 2,
          translations: { es: { name: 'Festivales' } },
        },
      ],
    },
  ],
};

describe('event categories in Spanish and German (admin/events/ManageCategory)', () => {
  resetEachTest();

  it("edits a category's translations under its English name, and shows a problem beside the field", async () => {
    let answer: 'problem' | 'ok' = 'problem';
    const calls = mockSignedIn(admin, {
      'GET /api/admin/events/categories': () => json(200, tree),
      'PUT /api/admin/events/categories/11': (init) =>
        answer === 'problem'
          ? json(
              400,
              {
                type: 'about:blank',
                title: 'Bad Request',
                status: 400,
                code: 'validation_failed',
                detail: 'translations.de.name: Too long.',
                errors: [
                  {
                    field: 'translations.de.name',
                    message: 'Too long.',
                    key: 'validation.textLong',
                  },
                ],
              },
              'application/problem+json',
            )
          : json(200, {
              ...tree.items[0]!.children[0]!,
              ...(JSON.parse(String(init?.body)) as object),
            }),
    });
    renderAt('/admin/events/ManageCategory');
    await screen.findByRole('button', { name: 'Edit Festivals' }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Festivals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Festivals' });
    // Folded away until opened; the saved Spanish name is there, the German one blank.
    await user.click(within(dialog).getByRole('button', { name: 'Spanish and German' }));
    const spanish = within(dialog).getByLabelText('Name (Español)');
    const german = within(dialog).getByLabelText('Name (Deutsch)');
    expect(spanish).toHaveValue('Festivales');
    expect(german).toHaveValue('');
    expect(german).toHaveAttribute('placeholder', 'Festivals');
    await user.type(german, 'Feste');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    // The server's problem at translations.de.name shows beside that field.
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Name (Deutsch)')).toHaveAccessibleDescription(
        /too long/i,
      ),
    );
    const sent = calls.filter((c) => c.key === 'PUT /api/admin/events/categories/11');
    expect(sent.at(-1)!.body).toMatchObject({
      name: 'Festivals',
      translations: { es: { name: 'Festivales' }, de: { name: 'Feste' } },
    });

    answer = 'ok';
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('"Festivals" is saved.')).toBeInTheDocument();
  }, 30_000);
});
