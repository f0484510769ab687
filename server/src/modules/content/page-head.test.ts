import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { contentPages } from '../../db/schema/content.ts';
import type { AppContext } from '../../context.ts';
import { seedContent } from '../../seed/content.ts';
import { systemActor } from '../../actor.ts';
import { savePageTranslation } from './save-page-translation.ts';
import { PAGE_DEFAULTS } from './page-defaults.ts';
import { openTestDatabase, testConfig, type TestApp } from '../../../test/helpers.ts';
import { ACCOUNTS, signInAs } from '../../../test/fixtures.ts';

/*
 * The public pages' HTML: the server writes each page's title, description and Open Graph
 * tags, a preload of its first image and chunks, and its first reads into index.html.
 */

/*
 * A stand-in for the web app's server renderer (web/dist-ssr/entry-server.js): it draws the
 * page's title from the reads it is handed (page-not-found where there is no page), says
 * which language it was asked for, and fails for the Squash page. Its list of the app's
 * screens: the home, sign-in, member and admin paths and a few public pages.
 */
const RENDERER = `export async function render(url, language, boot, width) {
  if (url.endsWith('/Squash')) throw new Error('renderer broke');
  const user = boot['/api/auth/me'] && boot['/api/auth/me'].user;
  if (user) return '<main><h1>' + user.code + '</h1><p>' + language + ' ' + url + ' ' + width + '</p></main>';
  const slug = url.split('/').pop().toLowerCase();
  const page = boot['/api/content/pages/' + slug + '?lang=' + language];
  // Escapes text as React does.
  const text = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const title = page ? page.title : 'Page not found (' + boot['/api/settings'].clubName + ')';
  return '<main><h1>' + text(title) + '</h1><p>' + language + ' ' + url + '</p></main>';
}
export async function titleOf(url, language) {
  if (!/\\/login$/i.test(url)) return undefined;
  return { en: 'Sign in', es: 'Iniciar sesión', de: 'Anmelden' }[language];
}
export function isAppPath(url) {
  return /^\\/app\\/(|home|login|cricket|squash|tennis|aboutus|committemembers|affiliated|thechambers|banquets|events|chamberbooking|(member|admin|dashboards)\\/.+)$/i.test(url);
}
`;

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <link rel="icon" href="/app/favicon.svg" />
    <!--page-head-->
    <meta name="description" content="generic" />
    <title>Club portal</title>
    <!--/page-head-->
    <script type="module" crossorigin src="/app/assets/index-1.js"></script>
  </head>
  <body>
    <div id="root">
      <!--app-html-->
      <div>shell</div>
      <!--/app-html-->
    </div>
  </body>
</html>`;

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_Image-1.js': { file: 'assets/Image-1.js', imports: ['_react-1.js'] },
  'src/features/auth/pages/login-page.tsx': {
    file: 'assets/login-page-1.js',
    isDynamicEntry: true,
    imports: ['_react-1.js', 'index.html', '_Form-1.js'],
  },
  '_Form-1.js': { file: 'assets/Form-1.js', imports: ['_react-1.js'] },
  'src/features/content/pages/facility-page.tsx': {
    file: 'assets/facility-page-1.js',
    isDynamicEntry: true,
    imports: ['_react-1.js', 'index.html', '_Image-1.js'],
  },
};

let app: Awaited<ReturnType<typeof buildApp>>;
let drop: () => Promise<void>;
beforeAll(async () => {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
  const dist = path.join(web, 'dist');
  fs.mkdirSync(path.join(web, 'dist-ssr'), { recursive: true });
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(web, 'dist-ssr', 'entry-server.js'), RENDERER);
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  const database = await openTestDatabase();
  drop = () => database.drop();
  app = await buildApp(testConfig({ WEB_DIST: dist, BASE_PATH: '/app' }), { database });
  await app.ready();
  await seedContent(app.ctx as AppContext);
});
afterAll(async () => {
  await app.close();
  await drop();
});

const bootOf = (html: string) => {
  const m = /<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as Record<string, unknown>) : null;
};

/** The scripts a server-drawn page asks for after its first paint (after-paint.ts). */
const scriptsOf = (html: string) => {
  const m = /<script type="application\/json" id="app-scripts">([\s\S]*?)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as { entry: string[]; preload: string[] }) : null;
};

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
