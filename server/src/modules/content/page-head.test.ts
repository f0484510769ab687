import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contentPages } from '../../db/schema/content.ts';
import { PAGE_DEFAULTS } from './page-defaults.ts';

/*
 * The public pages' HTML: the server writes each page's title, description and Open Graph
 * tags, a preload of its first image and chunks, and its first reads into index.html.
 */

import { app, bootOf, scriptsOf, usePageHeadApp } from '../../../test/support/page-head.ts';

usePageHeadApp();

describe("a public page's HTML", () => {
  it('carries its title, description, Open Graph tags, preloads and first reads', async () => {
    const res = await app.inject('/app/Cricket');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const club = (await app.inject('/api/settings')).json<{ clubName: string }>().clubName;
    const cricket = PAGE_DEFAULTS.cricket;
    expect(html).toContain(`<title>Cricket | ${club}</title>`);
    expect(html).toContain(`<meta name="description" content="${cricket.summary}" />`);
    expect(html).toContain(`<meta property="og:title" content="Cricket | ${club}" />`);
    expect(html).toContain('<link rel="canonical" href="http://portal.test/app/Cricket" />');
    expect(html).not.toContain('content="generic"');
    expect(html).not.toContain('<title>Club portal</title>');
    // Link previews take raster images: the drawing's page falls back to the club's image.
    expect(html).toContain('content="http://portal.test/app/images/og-image.png"');
    expect(html).toContain(
      `<link rel="preload" as="image" href="/app/${cricket.photos[0]!.url}" fetchpriority="high" />`,
    );
    // The page's own chunks are preloaded (once it has painted), not those the entry loads.
    expect(scriptsOf(html)!.preload).toContain('/app/assets/facility-page-1.js');
    expect(scriptsOf(html)!.preload).toContain('/app/assets/Image-1.js');
    expect(scriptsOf(html)!.preload).not.toContain('/app/assets/react-1.js');
    const boot = bootOf(html)!;
    expect(boot['/api/content/pages/cricket?lang=en']).toEqual(
      (await app.inject('/api/content/pages/cricket?lang=en')).json(),
    );
    expect(boot['/api/settings']).toEqual((await app.inject('/api/settings')).json());
  });

  it('matches the path in any case, and the home page brings its banners and cards', async () => {
    const lower = await app.inject('/app/cricket');
    expect(lower.body).toContain('<title>Cricket |');
    const home = await app.inject('/app/home');
    const boot = bootOf(home.body)!;
    expect(Object.keys(boot).sort()).toEqual([
      '/api/content/images?kind=banner',
      '/api/content/images?kind=gallery',
      '/api/content/pages/events?lang=en',
      '/api/content/pages/home?lang=en',
      '/api/content/pages?which=facilities&lang=en',
      '/api/settings',
    ]);
    const banner = (boot['/api/content/images?kind=banner'] as { url: string }[])[0]!;
    expect(home.body).toContain(`<link rel="preload" as="image" href="/app/${banner.url}"`);
  });

  it('embeds the reads of the sections a page draws and of the live blocks its text places', async () => {
    const cases: [string, string[]][] = [
      ['/app/Committemembers', ['/api/content/committee']],
      ['/app/affiliated', ['/api/content/affiliated']],
      ['/app/Thechambers', ['/api/chambers/room-types']],
      ['/app/Banquets', ['/api/banquets/halls', '/api/banquets/packages']],
      ['/app/Events', ['/api/events?lang=en']],
      // Its text's {{chambers.tariffs}}: the rooms' tariffs, read for the block.
      ['/app/chamberbooking', ['/api/chambers/room-types']],
    ];
    for (const [url, reads] of cases) {
      const boot = bootOf((await app.inject(url)).body)!;
      for (const read of reads) {
        expect(boot[read], `${url} ${read}`).toEqual((await app.inject(read)).json());
      }
    }
    expect(PAGE_DEFAULTS.chamberbooking.bodyHtml).toContain('<p>{{chambers.tariffs}}</p>');
    expect(PAGE_DEFAULTS.chamberbooking.bodyHtml).not.toMatch(/₹|\d,\d{3}/);
    for (const slug of ['thechambers', 'chamberbooking'] as const) {
      expect(PAGE_DEFAULTS[slug].rules).toContain('{{chambers.cancellation}}');
      expect(PAGE_DEFAULTS[slug].rules.join(' ')).not.toMatch(/48 hours/);
      // No booking window or stay length typed in (the pages said "60 days ahead, at most 14
      // nights" while a booking takes up to 30 nights and has no window).
      const typed = JSON.stringify(PAGE_DEFAULTS[slug]);
      expect(typed).not.toMatch(/\d+ days ahead|\d+ nights/);
    }
    expect(PAGE_DEFAULTS.thechambers.rules).toContain('{{chambers.stay}}');
  });

  it('leaves the generic head for member, admin and unknown paths, with no embedded data', async () => {
    for (const url of ['/app/member/viewStatement', '/app/admin/dashboard', '/app/']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Club portal</title>');
      expect(bootOf(res.body)).toBeNull();
    }
  });

  it('answers a path the app has no screen for with 404 and the page-not-found screen', async () => {
    const club = (await app.inject('/api/settings')).json<{ clubName: string }>().clubName;
    for (const url of ['/app/croquet', '/app/member', '/app/no/such/page?x=1']) {
      const res = await app.inject({ url, headers: { 'accept-language': 'es-ES,es;q=0.9' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain(`<title>Page not found | ${club}</title>`);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      // The screen is drawn by the server renderer, in the visitor's language, at that path.
      expect(res.body).toContain(
        `<div id="root" data-ssr="es"><main><h1>Page not found (${club})</h1><p>es ${url.split('?')[0]}</p></main></div>`,
      );
      expect(bootOf(res.body)!['/api/settings']).toMatchObject({ clubName: club });
    }
    // The app's screens and the API's unknown paths answer as before.
    expect((await app.inject('/app/login')).statusCode).toBe(200);
    expect((await app.inject('/app/CRICKET')).statusCode).toBe(200);
    const api = await app.inject('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('draws the sign-in page for a visitor with no session: its title, chunks, settings and the session (nobody)', async () => {
    const club = (await app.inject('/api/settings')).json<{ clubName: string }>().clubName;
    const res = await app.inject({
      url: '/app/LOGIN?tab=staff&from=%2Fmember%2FviewStatement',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>Anmelden | ${club}</title>`);
    expect(scriptsOf(res.body)!.preload).toEqual(
      expect.arrayContaining(['/app/assets/login-page-1.js', '/app/assets/Form-1.js']),
    );
    // Drawn at the address asked, query and all (the tab and where to go next).
    expect(res.body).toContain(
      '<div id="root" data-ssr="de"><main><h1>Page not found (' +
        club +
        ')</h1><p>de /app/LOGIN?tab=staff&from=%2Fmember%2FviewStatement</p></main></div>',
    );
    const boot = bootOf(res.body)!;
    expect(boot['/api/settings']).toMatchObject({ clubName: club });
    expect(boot['/api/auth/me']).toEqual({ user: null });
  });

  it('asks for its scripts only once it has painted, by the one inline script the CSP allows', async () => {
    const res = await app.inject('/app/Cricket');
    const html = res.body;
    // Nothing in the head asks for a script: the paint waits for the HTML and styles alone.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script|modulepreload/);
    expect(scriptsOf(html)).toEqual({
      entry: ['/app/assets/index-1.js'],
      preload: expect.arrayContaining(['/app/assets/facility-page-1.js']) as string[],
    });
    // The loader comes after the list it reads, and the CSP allows it by its hash alone.
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(html.indexOf('<script>')).toBeGreaterThan(html.indexOf('id="app-scripts"'));
    const hash = crypto.createHash('sha256').update(inline).digest('base64');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('leaves the sign-in page to the app for a reader with a session cookie, and never embeds a session', async () => {
    const res = await app.inject({ url: '/app/login', headers: { cookie: 'club_session=abc' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('data-ssr');
    // The app draws it: its script is asked for at once, as the build wrote it.
    expect(res.body).toContain('<script type="module" crossorigin src="/app/assets/index-1.js">');
    expect(scriptsOf(res.body)).toBeNull();
    expect(res.body).toContain('<div>shell</div>');
    expect(res.body).toMatch(/<title>Sign in \| [^<]+<\/title>/);
    const boot = bootOf(res.body)!;
    expect(boot['/api/settings']).toBeDefined();
    expect(boot).not.toHaveProperty('/api/auth/me');
  });

  it("escapes an editor's text: nothing in it can end the data block or a tag", async () => {
    // Straight to the table: the API's own validation is not what is under test here.
    await app.ctx.db
      .update(contentPages)
      .set({ title: '</script><script>alert(1)</script>', summary: '"><b>x' })
      .where(eq(contentPages.slug, 'tennis'));
    const html = (await app.inject('/app/Tennis')).body;
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; |');
    expect(html).toContain('content="&quot;&gt;&lt;b&gt;x"');
    expect(html).not.toContain('<script>alert(1)');
    const boot = bootOf(html)!;
    expect((boot['/api/content/pages/tennis?lang=en'] as { title: string }).title).toBe(
      '</script><script>alert(1)</script>',
    );
  });

  it('is sent compressed to a browser that accepts it', async () => {
    const plain = await app.inject('/app/home');
    const br = await app.inject({ url: '/app/home', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await app.inject({ url: '/app/Cricket', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('<title>Cricket |');
  });
});
