import type { ContentPage, PageTranslation } from '@club/contracts';
import { ROLE } from '@club/contracts/core';
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

const editor = testStaff({ code: 'editor', name: 'Web Editor', roles: [ROLE.editor] });
const english: ContentPage = {
  slug: 'tennis',
  title: 'Tennis',
  summary: 'Eight courts, floodlights and coaches for all ages.',
  bodyHtml: '<p>Play every day.</p>',
  timings: [{ label: 'Courts', value: 'Daily 06:00 to 22:00' }],
  rules: ['Whites on the clay courts.'],
  photos: [{ url: 'images/tennis.svg', alt: 'A clay court' }],
  cta: 'events',
  updatedAt: '2025-01-01T00:00:00.000Z',
  language: 'en',
};

describe("the page editor's language switch", () => {
  resetEachTest();

  it('edits the German version: not translated yet, saved, then removed (back to English)', async () => {
    let german: PageTranslation | null = null;
    const calls = mockSignedIn(editor, {
      'GET /api/content/pages/tennis': (_init, url) => {
        expect(url.searchParams.get('lang')).toBe('en');
        return json(200, english);
      },
      'GET /api/admin/content/pages/tennis/translations/de': () =>
        json(200, { translation: german }),
      'GET /api/admin/content/pages/tennis/translations/es': () => json(200, { translation: null }),
      'PUT /api/admin/content/pages/tennis/translations/de': (init) => {
        const body = JSON.parse(String(init?.body)) as Omit<PageTranslation, 'slug' | 'language'>;
        german = {
          ...body,
          slug: 'tennis',
          language: 'de',
          updatedAt: '2025-02-01T00:00:00.000Z',
        };
        return json(200, german);
      },
      'DELETE /api/admin/content/pages/tennis/translations/de': () => {
        german = null;
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderAt('/admin/content/pages/tennis');
    expect(await screen.findByLabelText(/^Title/, {}, { timeout: 5000 })).toHaveValue('Tennis');
    expect(screen.getByText(/English is the club’s own text/)).toBeInTheDocument();

    await user.click(screen.getByText('Deutsch'));
    expect(
      await screen.findByText('Not translated yet: visitors see English.'),
    ).toBeInTheDocument();
    // The fields start from the English text; no removal while there is nothing to remove.
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Tennis');
    expect(screen.queryByRole('button', { name: 'Remove this translation' })).toBeNull();
    expect(screen.queryByText(/Call to action/)).toBeNull();

    await user.clear(screen.getByLabelText(/^Title/));
    await user.type(screen.getByLabelText(/^Title/), 'Tennis im Club');
    await user.clear(screen.getByLabelText(/^What 1/));
    await user.type(screen.getByLabelText(/^What 1/), 'Plätze');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Visitors who read Deutsch see this version.'),
    ).toBeInTheDocument();
    const put = calls.find((c) => c.key === 'PUT /api/admin/content/pages/tennis/translations/de');
    expect(put?.body).toEqual({
      title: 'Tennis im Club',
      summary: english.summary,
      bodyHtml: english.bodyHtml,
      timings: [{ label: 'Plätze', value: 'Daily 06:00 to 22:00' }],
      rules: english.rules,
    });
    expect(calls.some((c) => c.key === 'PUT /api/admin/content/pages/tennis')).toBe(false);

    // Spanish is a version of its own.
    await user.click(screen.getByText('Español'));
    expect(
      await screen.findByText('Not translated yet: visitors see English.'),
    ).toBeInTheDocument();
    await user.click(screen.getByText('Deutsch'));
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Tennis im Club');

    await user.click(screen.getByRole('button', { name: 'Remove this translation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this translation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove this translation' }));
    expect(
      await screen.findByText('Not translated yet: visitors see English.'),
    ).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toContain(
      'DELETE /api/admin/content/pages/tennis/translations/de',
    );
    await waitFor(() => expect(screen.getByLabelText(/^Title/)).toHaveValue('Tennis'));

    // English again: the club's own text.
    await user.click(screen.getByText('English'));
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Tennis');
  });
});
