import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context.ts';
import { systemActor } from '../../actor.ts';
import { savePageTranslation } from './save-page-translation.ts';
import { PAGE_DEFAULTS } from './page-defaults.ts';
import { type TestApp } from '../../../test/helpers.ts';
import { ACCOUNTS, signInAs } from '../../../test/fixtures.ts';

/*
 * The public pages' HTML: the server writes each page's title, description and Open Graph
 * tags, a preload of its first image and chunks, and its first reads into index.html.
 */

import { app, bootOf, scriptsOf, usePageHeadApp } from '../../../test/support/page-head.ts';

usePageHeadApp();

describe("a public page's HTML", () => {
  it("carries the page's server-rendered HTML in the visitor's language, loading scripts behind it", async () => {
    const res = await app.inject({
      url: '/app/Cricket',
      headers: { 'accept-language': 'fr-FR,de;q=0.8,en;q=0.5' },
    });
    const html = res.body;
    expect(html).toContain(
      '<div id="root" data-ssr="de"><main><h1>Cricket</h1><p>de /app/Cricket</p></main></div>',
    );
    expect(html).not.toContain('<div>shell</div>');
    expect(html).toContain('<html lang="de" data-mantine-color-scheme="light">');
    expect(bootOf(html)!['/api/content/pages/cricket?lang=de']).toBeDefined();
    const english = await app.inject('/app/Cricket');
    expect(english.body).toContain('<p>en /app/Cricket</p>');
  });

  it("draws the page in the language the reader chose (the first-paint cookie) over the browser's", async () => {
    const res = await app.inject({
      url: '/app/Cricket',
      headers: { 'accept-language': 'de', cookie: 'club_first_paint=lang%3Des%26scheme%3Dlight' },
    });
    expect(res.body).toContain(
      // The demo's Spanish version of the page.
      '<div id="root" data-ssr="es"><main><h1>Críquet</h1><p>es /app/Cricket</p>',
    );
    expect(res.body).toContain('<html lang="es" data-mantine-color-scheme="light">');
  });

  it('leaves the page to the app for a signed-in reader or one with a layout of their own; dark mode is drawn dark', async () => {
    for (const [cookie, lang] of [
      ['club_session=abc', 'en'],
      ['club_first_paint=lang%3Dde%26scheme%3Dlight%26custom%3D1', 'de'],
    ]) {
      const res = await app.inject({ url: '/app/Cricket', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.body, cookie!).not.toContain('data-ssr');
      expect(res.body).toContain('<div>shell</div>');
      // The head and the first reads are still there.
      expect(res.body).toContain('<title>Cricket |');
      // In the reader's language, under the path the app asks.
      expect(bootOf(res.body)![`/api/content/pages/cricket?lang=${lang}`]).toBeDefined();
    }
    // Dark mode alone: the same page, drawn in the dark scheme.
    const dark = await app.inject({
      url: '/app/Cricket',
      headers: { cookie: 'club_first_paint=lang%3Dde%26scheme%3Ddark' },
    });
    expect(dark.body).toContain('<div id="root" data-ssr="de">');
    expect(dark.body).toContain('<html lang="de" data-mantine-color-scheme="dark">');
    // Any screen the app draws starts in the reader's scheme, not only public pages.
    const member = await app.inject({
      url: '/app/member/viewStatement',
      headers: { cookie: 'club_first_paint=lang%3Den%26scheme%3Ddark' },
    });
    expect(member.body).toContain('<html lang="en" data-mantine-color-scheme="dark">');
  });

  it("writes a translated page's head, first reads and HTML in the visitor's language", async () => {
    await savePageTranslation(app.ctx as AppContext, systemActor('test'), {
      slug: 'aboutus',
      language: 'de',
      title: 'Über uns & den Club',
      summary: 'Seit 1875 ein Club am Maidan.',
      bodyHtml: '<p>Willkommen</p>',
      timings: [],
      rules: [],
    });
    const club = (await app.inject('/api/settings')).json<{ clubName: string }>().clubName;
    const de = await app.inject({ url: '/app/AboutUs', headers: { 'accept-language': 'de-DE' } });
    expect(de.body).toContain(`<title>Über uns &amp; den Club | ${club}</title>`);
    expect(de.body).toContain(
      '<meta name="description" content="Seit 1875 ein Club am Maidan." />',
    );
    expect(de.body).toContain('<h1>Über uns &amp; den Club</h1><p>de /app/AboutUs</p>');
    const boot = bootOf(de.body)!;
    expect(boot['/api/content/pages/aboutus?lang=de']).toMatchObject({
      title: 'Über uns & den Club',
      language: 'de',
    });
    expect(boot['/api/content/pages/aboutus?lang=en']).toBeUndefined();
    // The app draws it itself (signed in): the head is still German, from the reader's choice.
    const signedIn = await app.inject({
      url: '/app/aboutus',
      headers: { cookie: 'club_session=abc; club_first_paint=lang%3Dde%26scheme%3Dlight' },
    });
    expect(signedIn.body).toContain('<title>Über uns &amp; den Club |');
    // The demo's Spanish version for a Spanish browser; English for any other.
    const es = await app.inject({ url: '/app/AboutUs', headers: { 'accept-language': 'es' } });
    expect(es.body).toContain(`<title>Nuestra historia | ${club}</title>`);
    const fr = await app.inject({ url: '/app/AboutUs', headers: { 'accept-language': 'fr' } });
    expect(fr.body).toContain(`<title>${PAGE_DEFAULTS.aboutus.title} | ${club}</title>`);
    expect(bootOf(fr.body)!['/api/content/pages/aboutus?lang=en']).toMatchObject({
      language: 'en',
    });
  });

  it('serves the page for the browser to render when the renderer fails', async () => {
    const res = await app.inject('/app/Squash');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div>shell</div>');
    expect(res.body).not.toContain('data-ssr');
    expect(res.body).toContain('<title>Squash |');
    expect(bootOf(res.body)!['/api/content/pages/squash?lang=en']).toBeDefined();
  });
});

describe("a member's own page", () => {
  const paint = (extra = '') => `club_first_paint=lang%3Den%26scheme%3Dlight%26vw%3D0${extra}`;
  const t = () => ({ app }) as unknown as TestApp;

  it("is drawn by the server with the member's reads, for the width class the browser reported, and never stored", async () => {
    const as = await signInAs(t(), ['member']);
    const member = as('member');
    const res = await member.inject({
      url: '/app/member/viewStatement',
      headers: { cookie: `${member.cookie}; ${paint()}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain(
      `<div id="root" data-ssr="en" data-vw="0"><main><h1>${ACCOUNTS.member.code}</h1><p>en /app/member/viewStatement 0</p></main></div>`,
    );
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    // Its scripts come after the paint, as a public page's do.
    expect(scriptsOf(res.body)).not.toBeNull();
    const boot = bootOf(res.body)!;
    expect(Object.keys(boot).sort()).toEqual([
      '/api/auth/me',
      '/api/member/statements?lang=en',
      '/api/settings',
    ]);
    expect(boot['/api/auth/me']).toMatchObject({ user: { code: ACCOUNTS.member.code } });
    expect(boot['/api/member/statements?lang=en']).toMatchObject({ months: expect.any(Array) });

    // The dashboard in the language the reader chose, for a wide window; any case of the path.
    const de = await member.inject({
      url: '/app/Dashboards/Default',
      headers: { cookie: `${member.cookie}; club_first_paint=lang%3Dde%26scheme%3Ddark%26vw%3D3` },
    });
    expect(de.body).toContain('<div id="root" data-ssr="de" data-vw="3">');
    expect(de.body).toContain('<html lang="de" data-mantine-color-scheme="dark">');
    expect(bootOf(de.body)!['/api/member/account-summary?lang=de']).toMatchObject({
      balance: expect.any(Number),
    });
  });

  it('is left to the app for anyone else: no session, an ended one, staff, a layout of their own or no width known', async () => {
    const as = await signInAs(t(), ['member', 'admin']);
    const member = as('member');
    const cases: [string, string, string?][] = [
      ['no session', paint()],
      ['a session nobody holds', `club_session=nobody; ${paint()}`],
      ['staff', `${as('admin').cookie}; ${paint()}`],
      ['a layout of their own', `${member.cookie}; ${paint('%26custom%3D1')}`],
      ['no width known', `${member.cookie}; club_first_paint=lang%3Den%26scheme%3Dlight`],
      ['a month asked for in the address', `${member.cookie}; ${paint()}`, '?month=2026-10'],
    ];
    for (const [who, cookie, search = ''] of cases) {
      const res = await app.inject({
        url: `/app/member/viewStatement${search}`,
        headers: { cookie },
      });
      expect(res.statusCode, who).toBe(200);
      expect(res.body, who).not.toContain('data-ssr');
      expect(res.headers['cache-control'], who).toBe('no-cache');
      expect(bootOf(res.body), who).toBeNull();
    }
    // Signed out: the same cookie no longer draws the member's page.
    expect((await member.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    const after = await app.inject({
      url: '/app/dashboards/default',
      headers: { cookie: `${member.cookie}; ${paint()}` },
    });
    expect(after.body).not.toContain('data-ssr');
    expect(after.body).not.toContain(ACCOUNTS.member.code);
  });
});
