import { DEFAULT_OFFICE_HOURS } from '@club/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { switchLanguage } from '../../../lib/i18n';
import {
  json,
  mockApi,
  renderAt,
  resetEachTest,
  signedIn,
  testSettings,
} from '../../../test/app-harness';

const contactPage = {
  slug: 'contactus',
  title: 'Contact us',
  summary: 'Write to the office.',
  bodyHtml: '<p>We answer within a day.</p>',
  timings: [],
  rules: [],
  photos: [],
  cta: null,
  updatedAt: '2025-01-01T00:00:00.000Z',
  language: 'de',
};

describe('the contact page and the footer: the office timings', () => {
  resetEachTest();
  afterEach(() => i18n.changeLanguage('en'));

  it('show the office hours the portal acts on, grouped, in the reader’s language', async () => {
    await switchLanguage('de');
    const settings = {
      ...testSettings,
      officeHours: { ...DEFAULT_OFFICE_HOURS, sat: { open: '10:00', close: '14:00' } },
    };
    mockApi({
      ...signedIn(null),
      'GET /api/settings': () => json(200, settings),
      'GET /api/content/pages/contactus': () => json(200, contactPage),
    });
    renderAt('/Contactus');
    const card = (await screen.findByRole('heading', { name: 'Kontaktdaten' }, { timeout: 10000 }))
      .parentElement!;
    for (const place of [card, document.querySelector('footer')!]) {
      expect(within(place).getByText('Bürozeiten')).toBeInTheDocument();
      expect(within(place).getByText('Mo–Fr 09:30–18:00 Uhr')).toBeInTheDocument();
      expect(within(place).getByText('Sa 10:00–14:00 Uhr')).toBeInTheDocument();
    }
  });
});
