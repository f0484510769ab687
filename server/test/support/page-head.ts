import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { AppContext } from '../../src/context.ts';
import { seedContent } from '../../src/seed/content.ts';
import { openTestDatabase, testConfig } from '../helpers.ts';

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
  const slug = url.split('?')[0].split('/').pop().toLowerCase();
  // A news post's page draws its title; the news list, its posts' titles.
  const post = boot['/api/news/' + slug + '?lang=' + language];
  const list = Object.keys(boot).find((k) => k.startsWith('/api/news?'));
  const album = boot['/api/gallery/' + slug];
  if (album) return '<main><h1>' + album.title + '</h1>' + album.photos.map((p) => '<img alt="' + p.caption + '">').join('') + '</main>';
  if (post) return '<main><h1>' + post.title + '</h1><p>' + language + ' ' + url + '</p></main>';
  if (list) return '<main><h1>News</h1><ul>' + boot[list].items.map((c) => '<li>' + c.title + '</li>').join('') + '</ul></main>';
  const page = boot['/api/content/pages/' + slug + '?lang=' + language];
  // Escapes text as React does.
  const text = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const title = page ? page.title : 'Page not found (' + boot['/api/settings'].clubName + ')';
  return '<main><h1>' + text(title) + '</h1><p>' + language + ' ' + url + '</p></main>';
}
export async function titleOf(url, language) {
  if (/\\/news$/i.test(url)) return { en: 'News', es: 'Noticias', de: 'Neuigkeiten' }[language];
  if (!/\\/login$/i.test(url)) return undefined;
  return { en: 'Sign in', es: 'Iniciar sesión', de: 'Anmelden' }[language];
}
export function isAppPath(url) {
  return /^\\/app\\/(|home|login|cricket|squash|tennis|aboutus|committemembers|affiliated|thechambers|banquets|events|chamberbooking|news|news\\/[a-z0-9-]+|gallery|gallery\\/[a-z0-9-]+|(member|admin|dashboards)\\/.+)$/i.test(url);
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

export let app: Awaited<ReturnType<typeof buildApp>>;
let drop: () => Promise<void>;

/** The app with the stand-in web build and the demo content, for the file's tests. */
export function usePageHeadApp() {
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
}

/** The first reads a page embeds. */
export const bootOf = (html: string) => {
  const m = /<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as Record<string, unknown>) : null;
};

/** The scripts a server-drawn page asks for after its first paint (after-paint.ts). */
export const scriptsOf = (html: string) => {
  const m = /<script type="application\/json" id="app-scripts">([\s\S]*?)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as { entry: string[]; preload: string[] }) : null;
};
