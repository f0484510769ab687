import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NewsArticle, NewsCard, NewsPost } from '@club/contracts';
import { ROLE } from '@club/contracts/core';
import {
  embedBootData,
  json,
  mockSignedIn,
  problem,
  renderAt,
  resetEachTest,
  stubSilentNetwork,
  testMember,
  testStaff,
} from '../../../test/app-harness';
import { switchLanguage } from '../../../lib/i18n';
import { slugOf } from '../components/news-form';

resetEachTest();

const paged = <T,>(items: T[]) => ({
  items,
  pageIndex: 0,
  pageSize: 10,
  pageCount: 1,
  total: items.length,
});

const draft: NewsPost = {
  id: 4,
  title: 'Floodlights for the clay courts',
  slug: 'floodlights',
  summary: 'Evening tennis.',
  bodyHtml: '<p>Lights</p>',
  coverUrl: null,
  audience: 'public',
  status: 'Draft',
  language: 'en',
  publishedAt: null,
  authorName: 'Club Editor',
  translations: { de: { title: 'Flutlicht für die Sandplätze' } },
  version: 3,
  updatedAt: '2026-11-24T04:30:00.000Z',
};

const notice = {
  id: 1,
  title: 'Pool closed on Monday',
  bodyHtml: '<p>Upkeep</p>',
  showFrom: '2026-11-20',
  showUntil: null,
  pinned: false,
  audience: 'members' as const,
  updatedAt: '2026-11-20T00:00:00.000Z',
};

const card: NewsCard = {
  slug: 'floodlights',
  title: 'Floodlights for the clay courts',
  summary: 'Evening tennis.',
  coverUrl: null,
  audience: 'public',
  language: 'en',
  publishedAt: '2026-11-24T04:30:00.000Z',
};

describe('slugOf', () => {
  it('makes an address of a title', () => {
    expect(slugOf('Saturday League: 1st XI top the table!')).toBe(
      'saturday-league-1st-xi-top-the-table',
    );
    expect(slugOf('Résultats de la Coupe')).toBe('resultats-de-la-coupe');
    expect(slugOf('  --  ')).toBe('');
  });
});

describe('Manage News (/admin/content/news)', () => {
  it('publishes a draft with the version it was shown at', async () => {
    const calls = mockSignedIn(testStaff({ roles: [ROLE.editor], code: 'editor' }), {
      'GET /api/admin/content/news': () => json(200, paged([draft])),
      'PUT /api/admin/content/news/4/status': () =>
        json(200, { ...draft, status: 'Published', version: 4 }),
    });
    renderAt('/admin/content/news');
    const table = await screen.findByRole('table', undefined, { timeout: 20_000 });
    const row = (await within(table).findByText('Floodlights for the clay courts')).closest('tr')!;
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    await userEvent.setup().click(within(row).getByRole('button', { name: /^Publish “/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/admin/content/news/4/status')?.body).toEqual({
        status: 'Published',
        version: 3,
      }),
    );
    expect(await screen.findByText(/is published/)).toBeInTheDocument();
  });

  it('shows the server’s refusal of a stale change', async () => {
    mockSignedIn(testStaff(), {
      'GET /api/admin/content/news': () => json(200, paged([draft])),
      'PUT /api/admin/content/news/4/status': () =>
        problem(
          409,
          'news_changed',
          'This news post was changed meanwhile. Reload it and try again.',
        ),
    });
    renderAt('/admin/content/news');
    const table = await screen.findByRole('table', undefined, { timeout: 20_000 });
    const row = (await within(table).findByText('Floodlights for the clay courts')).closest('tr')!;
    await userEvent.setup().click(within(row).getByRole('button', { name: /^Publish “/ }));
    expect(await screen.findByText(/This news post was changed meanwhile/)).toBeInTheDocument();
  });
});

describe('the news form', () => {
  it('takes the address from the title and shows a slug clash on the address field', async () => {
    const calls = mockSignedIn(testStaff(), {
      'GET /api/admin/content/news': () => json(200, paged([])),
      'POST /api/admin/content/news': () =>
        json(
          409,
          {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            code: 'conflict',
            detail: 'Another news post already has this address.',
            errors: [
              {
                field: 'item.slug',
                key: 'validation.slugTaken',
                message: 'Another post already has this address.',
              },
            ],
          },
          'application/problem+json',
        ),
    });
    renderAt('/admin/content/news');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Write a post' }, { timeout: 20_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Write a news post' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Cup Final!');
    const address = within(dialog).getByRole('textbox', { name: /^Address/ });
    expect(address).toHaveValue('cup-final');
    // The text is required: the editor loads on demand.
    const body = await within(dialog).findByRole('textbox', { name: /^Text/ }, { timeout: 10_000 });
    await user.click(body);
    await user.keyboard('The final report.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'POST /api/admin/content/news')?.body).toMatchObject({
        item: { title: 'Cup Final!', slug: 'cup-final', audience: 'public', language: 'en' },
      }),
    );
    expect(await within(dialog).findByText('Another post already has this address.')).toBeVisible();
  });
});

describe("the news form's Spanish and German versions", () => {
  it('opens a post with its versions and sends them changed, blank ones dropped', async () => {
    const calls = mockSignedIn(testStaff(), {
      'GET /api/admin/content/news': () => json(200, paged([draft])),
      'PUT /api/admin/content/news': () => json(200, { ...draft, version: 4 }),
    });
    renderAt('/admin/content/news');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', undefined, { timeout: 20_000 });
    const row = (await within(table).findByText('Floodlights for the clay courts')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /^Change “/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the news post' });
    await user.click(within(dialog).getByRole('button', { name: /Spanish and German/ }));
    const german = within(dialog).getByRole('textbox', { name: 'Title (Deutsch)' });
    expect(german).toHaveValue('Flutlicht für die Sandplätze');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Title (Español)' }),
      'Focos para las pistas',
    );
    // The Spanish text has its own editor.
    const esBody = await within(dialog).findByRole(
      'textbox',
      { name: /^Text \(Español\)/ },
      { timeout: 10_000 },
    );
    await user.click(esBody);
    await user.keyboard('Luces nuevas.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.key === 'PUT /api/admin/content/news')?.body).toMatchObject({
        item: {
          id: 4,
          version: 3,
          translations: {
            es: {
              title: 'Focos para las pistas',
              bodyHtml: expect.stringContaining('Luces nuevas.'),
            },
            de: { title: 'Flutlicht für die Sandplätze' },
          },
        },
      }),
    );
    const sent = calls.find((c) => c.key === 'PUT /api/admin/content/news')?.body as {
      item: { translations: { de: Record<string, string> } };
    };
    expect(sent.item.translations.de).toEqual({ title: 'Flutlicht für die Sandplätze' });
  });
});

describe('the public news (/news)', () => {
  it('draws the list from the first page the server embedded, without asking again', async () => {
    embedBootData({
      '/api/news?pageIndex=0&pageSize=10&lang=en': paged([card]),
      '/api/notices/public': [{ ...notice, title: 'East gate closed', audience: 'public' }],
    });
    const asked = stubSilentNetwork();
    renderAt('/news');
    const link = await screen.findByRole(
      'link',
      { name: 'Floodlights for the clay courts' },
      { timeout: 20_000 },
    );
    expect(link).toHaveAttribute('href', expect.stringMatching(/\/news\/floodlights$/));
    // Today's public notices beside the posts, from the server's page too.
    const notices = screen.getByRole('complementary', { name: 'Notices' });
    expect(within(notices).getByText('East gate closed')).toBeInTheDocument();
    expect(asked.filter((p) => p.startsWith('/api/news') || p.startsWith('/api/notices'))).toEqual(
      [],
    );
  });

  it("reads a post in the reader's language", async () => {
    await switchLanguage('de');
    const calls = mockSignedIn(null, {
      'GET /api/news/floodlights': (_init, url) =>
        json(200, {
          ...card,
          title:
            url.searchParams.get('lang') === 'de' ? 'Flutlicht für die Sandplätze' : card.title,
          language: url.searchParams.get('lang') ?? 'en',
          bodyHtml: '<p>Licht</p>',
          authorName: null,
        }),
    });
    renderAt('/news/floodlights');
    const title = await screen.findByRole(
      'heading',
      { name: 'Flutlicht für die Sandplätze' },
      { timeout: 20_000 },
    );
    expect(title.closest('article')).toHaveAttribute('lang', 'de');
    expect(calls.some((c) => c.key === 'GET /api/news/floodlights')).toBe(true);
  });

  it('says a post is not here when the server answers 404', async () => {
    mockSignedIn(null, {
      'GET /api/news/gone': () => problem(404, 'not_found', 'No such news post.'),
    });
    renderAt('/news/gone');
    expect(
      await screen.findByText(/This news post is not here/, undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });
});

describe('Club News (/member/news)', () => {
  it('shows a members-only post with its badge and today’s notices beside the news', async () => {
    const article: NewsArticle = {
      ...card,
      slug: 'agm',
      title: 'AGM minutes',
      audience: 'members',
      bodyHtml: '<p>Decided</p>',
      authorName: null,
    };
    mockSignedIn(testMember(), {
      'GET /api/member/news': () => json(200, paged([article])),
      'GET /api/notices': () => json(200, [notice]),
    });
    renderAt('/member/news');
    const link = await screen.findByRole('link', { name: 'AGM minutes' }, { timeout: 20_000 });
    expect(link).toHaveAttribute('href', expect.stringMatching(/\/member\/news\/agm$/));
    expect(screen.getByText('Members only')).toBeInTheDocument();
    expect(await screen.findByText('Pool closed on Monday')).toBeInTheDocument();
  });
});
