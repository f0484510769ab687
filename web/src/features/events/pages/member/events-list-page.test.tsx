import type { PublicEvent, PublicEventCategoryTree } from '@club/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../../lib/i18n';
import { queryClient } from '../../../../lib/query-client';
import {
  embedBootData,
  json,
  mockSignedIn,
  renderAt,
  resetEachTest,
  stubSilentNetwork,
  testMember,
  testSettings as settings,
} from '../../../../test/app-harness';

const DAY = 86_400_000;
const inDays = (n: number, hour = 14) =>
  new Date(Math.floor(Date.now() / DAY) * DAY + n * DAY + hour * 3_600_000).toISOString();

const event = (over: Partial<PublicEvent>): PublicEvent => ({
  id: 1,
  title: 'Diwali Night',
  categoryId: 11,
  category: 'Festivals',
  group: 'Entertainment',
  description: 'Rangoli and fireworks',
  venue: 'Main lawns',
  startsAt: inDays(10),
  endsAt: inDays(10, 18),
  bookingOpensAt: inDays(-5),
  bookingClosesAt: inDays(9),
  status: 'published',
  imageUrl: null,
  invitationUrl: null,
  capacity: 400,
  placesTaken: 0,
  ticketsPerMember: 8,
  member: { allowed: true, price: 150_000 },
  spouse: { allowed: true, price: 150_050 },
  dependent: { allowed: true, price: 0 },
  guest: { allowed: false, price: 0 },
  buffet: { offered: true, vegPrice: 90_000, nonVegPrice: 110_000 },
  tableSizes: [4, 8],
  tournamentType: 'none',
  highlights: { description: '', videoUrl: null, photos: [] },
  ...over,
});

const events = [
  event({}),
  event({
    id: 2,
    title: 'Winter T20',
    categoryId: 21,
    category: 'Cricket',
    group: 'Sports',
    venue: 'Cricket ground',
    bookingOpensAt: inDays(3),
    member: { allowed: true, price: 200_000 },
    spouse: { allowed: false, price: 0 },
    dependent: { allowed: false, price: 0 },
    buffet: { offered: false, vegPrice: 0, nonVegPrice: 0 },
  }),
  event({
    id: 3,
    title: 'Monsoon Snooker Open',
    status: 'completed',
    startsAt: inDays(-40),
    endsAt: inDays(-40, 20),
  }),
];
const tree: PublicEventCategoryTree = {
  items: [
    {
      id: 20,
      parentId: null,
      name: 'Sports',
      sort: 10,
      active: true,
      events: 0,
      children: [{ id: 21, parentId: 20, name: 'Cricket', sort: 10, active: true, events: 1 }],
    },
    {
      id: 10,
      parentId: null,
      name: 'Entertainment',
      sort: 20,
      active: true,
      events: 0,
      children: [{ id: 11, parentId: 10, name: 'Festivals', sort: 10, active: true, events: 2 }],
    },
  ],
};

describe('Other Club Events (member/events/eventsList)', () => {
  resetEachTest();

  it('lists the upcoming events with prices, places and booking window, filtered by category', async () => {
    mockSignedIn(testMember(), {
      'GET /api/events': () => json(200, { items: events }),
      'GET /api/events/categories': () => json(200, tree),
    });
    renderAt('/member/events/eventsList');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Other Club Events', level: 1 },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    const list = await screen.findByTestId('events-list');
    const diwali = within(list).getByRole('heading', { name: 'Diwali Night' }).closest('article')!;
    expect(diwali).toHaveTextContent('Member: ₹1,500.00');
    expect(diwali).toHaveTextContent('Spouse: ₹1,500.50');
    expect(diwali).toHaveTextContent('Dependents: Free');
    expect(diwali).not.toHaveTextContent('Guests');
    expect(diwali).toHaveTextContent('400 of 400 places left');
    expect(diwali).toHaveTextContent(/Booking open until/);
    const t20 = within(list).getByRole('heading', { name: 'Winter T20' }).closest('article')!;
    expect(t20).toHaveTextContent(/Booking opens/);
    // The past event is not among the upcoming ones.
    expect(within(list).queryByText('Monsoon Snooker Open')).toBeNull();

    const user = userEvent.setup();
    const category = screen.getByRole('textbox', { name: 'Category' });
    await user.click(category);
    const listbox = () => document.getElementById(category.getAttribute('aria-controls') ?? '');
    await waitFor(() => expect(listbox()).not.toBeNull());
    await user.click(
      within(listbox()!).getByRole('option', { name: 'Sports (All)', hidden: true }),
    );
    expect(await screen.findByText('1 event')).toBeInTheDocument();
    expect(within(screen.getByTestId('events-list')).queryByText('Diwali Night')).toBeNull();
  });

  it('links an event to its published highlights album', async () => {
    const album = (over: Record<string, unknown>) => ({
      slug: 'diwali-night-highlights',
      title: 'Diwali Night highlights',
      description: '',
      kind: 'event',
      eventId: 1,
      eventTitle: 'Diwali Night',
      coverUrl: null,
      audience: 'public',
      photos: [],
      ...over,
    });
    mockSignedIn(testMember(), {
      'GET /api/events': () => json(200, { items: events }),
      'GET /api/events/categories': () => json(200, tree),
      'GET /api/member/gallery': () =>
        json(200, {
          items: [
            album({}),
            album({ slug: 't20-pavilion', eventId: 2, audience: 'members' }),
            album({ slug: 'grounds', kind: 'facility', eventId: null }),
          ],
        }),
    });
    renderAt('/member/events/eventsList');
    const list = await screen.findByTestId('events-list', undefined, { timeout: 5000 });
    const diwali = within(list).getByRole('heading', { name: 'Diwali Night' }).closest('article')!;
    expect(
      await within(diwali).findByRole('link', { name: 'Highlights: Diwali Night' }),
    ).toHaveAttribute('href', expect.stringMatching(/\/gallery\/diwali-night-highlights$/));
    // A members' album opens in the members' Gallery.
    const t20 = within(list).getByRole('heading', { name: 'Winter T20' }).closest('article')!;
    expect(within(t20).getByRole('link', { name: 'Highlights: Winter T20' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/member\/gallery$/),
    );
  });

  it("asks for the events and categories in the reader's language, and again when it changes", async () => {
    // The server answers the language asked: the editors' German texts, else English.
    const german = [
      event({ venue: 'Hauptrasen', category: 'Feste', group: 'Unterhaltung' }),
      ...events.slice(1),
    ];
    const germanTree: PublicEventCategoryTree = {
      items: tree.items.map((r) =>
        r.id === 10
          ? { ...r, name: 'Unterhaltung', children: [{ ...r.children[0]!, name: 'Feste' }] }
          : r,
      ),
    };
    const asked: string[] = [];
    mockSignedIn(testMember(), {
      'GET /api/events': (_init, url) => {
        asked.push(`${url.pathname}${url.search}`);
        return json(200, { items: url.searchParams.get('lang') === 'de' ? german : events });
      },
      'GET /api/events/categories': (_init, url) => {
        asked.push(`${url.pathname}${url.search}`);
        return json(200, url.searchParams.get('lang') === 'de' ? germanTree : tree);
      },
    });
    await switchLanguage('de');
    try {
      renderAt('/member/events/eventsList');
      const list = await screen.findByTestId('events-list', {}, { timeout: 5000 });
      const diwali = within(list)
        .getByRole('heading', { name: 'Diwali Night' })
        .closest('article')!;
      await waitFor(() => expect(diwali).toHaveTextContent('Hauptrasen'));
      expect(diwali).toHaveTextContent('Unterhaltung · Feste');
      expect(asked).toContain('/api/events?lang=de');
      expect(asked).toContain('/api/events/categories?lang=de');
      // The search reads the venue as shown.
      const user = userEvent.setup();
      await user.type(screen.getByRole('textbox', { name: 'Suchen' }), 'hauptrasen');
      expect(await screen.findByText('1 Veranstaltung')).toBeInTheDocument();

      // English again: asked again, in English.
      await user.clear(screen.getByRole('textbox', { name: 'Suchen' }));
      await switchLanguage('en');
      await waitFor(() =>
        expect(
          within(screen.getByTestId('events-list'))
            .getByRole('heading', { name: 'Diwali Night' })
            .closest('article'),
        ).toHaveTextContent('Main lawns'),
      );
      expect(asked).toContain('/api/events?lang=en');
    } finally {
      await switchLanguage('en');
    }
  });

  it('takes the German events the server embedded in the /Events page under ?lang=de, without asking', async () => {
    embedBootData({
      '/api/settings': settings,
      '/api/content/pages/events?lang=de': {
        slug: 'events',
        title: 'Veranstaltungen',
        summary: '',
        bodyHtml: '<p>Feste und Turniere.</p>',
        timings: [],
        rules: [],
        photos: [],
        cta: null,
        updatedAt: '2025-01-01T00:00:00.000Z',
        language: 'de',
      },
      '/api/events?lang=de': { items: [event({ venue: 'Hauptrasen', category: 'Feste' })] },
    });
    const asked = stubSilentNetwork();
    await switchLanguage('de');
    try {
      renderAt('/Events');
      const upcoming = await screen.findByTestId('upcoming-events', {}, { timeout: 5000 });
      expect(upcoming).toHaveTextContent('Hauptrasen');
      expect(asked.filter((u) => u.startsWith('/api/events'))).toEqual([]);
      expect(queryClient.getQueryData(['events', 'public', 'events', 'de'])).toMatchObject({
        items: [{ venue: 'Hauptrasen' }],
      });
    } finally {
      await switchLanguage('en');
    }
  });
});
