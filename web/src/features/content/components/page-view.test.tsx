import type { ContentPage, PageSummary } from '@club/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import {
  embedBootData,
  json,
  mockSignedIn,
  renderAt,
  resetApp,
  stubSilentNetwork,
  testSettings as settings,
} from '../../../test/app-harness';

const english: ContentPage = {
  slug: 'tennis',
  title: 'Tennis',
  summary: 'Clay courts under lights.',
  bodyHtml: '<p>Play every day.</p>',
  timings: [{ label: 'Courts', value: 'Daily 06:00 to 21:00' }],
  rules: ['Whites on court.'],
  photos: [],
  cta: null,
  updatedAt: '2025-01-01T00:00:00.000Z',
  language: 'en',
};
const german: ContentPage = {
  ...english,
  title: 'Tennis im Club',
  summary: 'Sandplätze unter Flutlicht.',
  bodyHtml: '<p>Spielen Sie jeden Tag.</p>',
  timings: [{ label: 'Plätze', value: 'Täglich 06:00 bis 21:00' }],
  rules: ['Weiße Kleidung auf den Plätzen.'],
  language: 'de',
};

describe('a public page in the reader’s language', () => {
  beforeEach(() => resetApp());
  afterEach(async () => {
    vi.unstubAllGlobals();
    await switchLanguage('en');
  });

  it('asks for the page in German and shows its German texts', async () => {
    const calls = mockSignedIn(null, {
      'GET /api/content/pages': () => json(200, [] as PageSummary[]),
      // The server answers the language asked for.
      'GET /api/content/pages/tennis': (_init, url) =>
        json(200, url.searchParams.get('lang') === 'de' ? german : english),
    });
    await switchLanguage('de');
    renderAt('/Tennis');
    expect(
      await screen.findByRole('heading', { name: 'Tennis im Club' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Spielen Sie jeden Tag.')).toBeInTheDocument();
    expect(screen.getByText('Täglich 06:00 bis 21:00')).toBeInTheDocument();
    expect(screen.getByText('Weiße Kleidung auf den Plätzen.')).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toContain('GET /api/content/pages/tennis');
    expect(queryClient.getQueryData(['content', 'page', 'tennis', 'de'])).toEqual(german);

    // Back to English: the English page.
    await switchLanguage('en');
    expect(await screen.findByRole('heading', { name: 'Tennis' })).toBeInTheDocument();
  });

  it('takes the German page the server embedded under its ?lang=de path, without asking', async () => {
    embedBootData({
      '/api/settings': settings,
      '/api/content/pages/tennis?lang=de': german,
    });
    const asked = stubSilentNetwork();
    await switchLanguage('de');
    renderAt('/tennis');
    expect(await screen.findByRole('heading', { name: 'Tennis im Club' })).toBeInTheDocument();
    await waitFor(() => expect(document.getElementById('boot-data')).toBeNull());
    expect(asked.filter((u) => u.startsWith('/api/content/pages/tennis'))).toEqual([]);
  });
});
