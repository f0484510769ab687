/**
 * The script a visitor's browser downloads before a public page or the sign-in page answers
 * (README.md, "The script budget"): the entry chunk and the page's own chunk, each with every
 * chunk it imports statically, as Vite's build manifest (web/dist/.vite/manifest.json) lists
 * them, brotli-compressed as the server sends them. Issue 13's target: 170 KB at most.
 *
 * All five pages are drawn by the server for a signed-out visitor (the public pages, and the
 * sign-in page since 2026-11-29), so their first paint waits for none of it: this is what the
 * browser loads and runs (Lighthouse's blocking time) before the page takes a click.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Issue 13: no more than 170 KB of compressed script before the first paint. */
export const SCRIPT_BUDGET_BYTES = 170 * 1000;

/** The areas' English texts (web/src/lib/i18n.ts `loadAreaTexts`). */
const AREA_TEXTS = 'src/locales/en/areas.ts';

/** The pages measured: the public pages' modules (server page-head.ts) and the sign-in page. */
export const BUDGET_PAGES: { path: string; modules: string[] }[] = [
  { path: '/login', modules: ['src/features/auth/pages/login-page.tsx'] },
  // These three show an area's card or form: they load the areas' texts first (app/routes.tsx).
  { path: '/home', modules: ['src/features/content/pages/home-page.tsx', AREA_TEXTS] },
  { path: '/Cricket', modules: ['src/features/content/pages/facility-page.tsx', AREA_TEXTS] },
  { path: '/events', modules: ['src/features/content/pages/events-page.tsx', AREA_TEXTS] },
  { path: '/Contactus', modules: ['src/features/content/pages/contact-page.tsx'] },
];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface PageScript {
  path: string;
  /** Brotli bytes of every script, and the files by size. */
  bytes: number;
  files: { file: string; bytes: number }[];
}

/** Brotli at the quality the build writes (.br beside each file), else computed here. */
function brotliSize(dist: string, file: string): number {
  const full = path.join(dist, file);
  if (fs.existsSync(`${full}.br`)) return fs.statSync(`${full}.br`).size;
  return zlib.brotliCompressSync(fs.readFileSync(full), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
}

/** The script each page of BUDGET_PAGES downloads first; null without a web build. */
export function measureScriptBudget(webDist: string): PageScript[] | null {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('the web build has no entry chunk');
  const closure = (key: string, into: Set<string>): Set<string> => {
    if (into.has(key)) return into;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the web build has no chunk for ${key}`);
    into.add(key);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  return BUDGET_PAGES.map((page) => {
    const keys = page.modules.reduce((into, m) => closure(m, into), closure(entry, new Set()));
    const files = [...keys]
      .map((k) => manifest[k]!.file)
      .filter((f) => f.endsWith('.js'))
      .map((file) => ({ file, bytes: brotliSize(webDist, file) }))
      .sort((a, b) => b.bytes - a.bytes);
    return { path: page.path, bytes: files.reduce((n, f) => n + f.bytes, 0), files };
  });
}

/** "112.0 KB": kilobytes of 1,000 bytes, as the target is written. */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
