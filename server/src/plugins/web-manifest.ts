import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** One chunk of Vite's build manifest (web/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The script files a lazily loaded page module needs beyond what the app's entry already
 * loads, from Vite's manifest: the server lists them as <link rel="modulepreload"> so they
 * download with the entry instead of after it. Pages are named by their source path under
 * web/src ('features/content/pages/home-page.tsx'). Empty when there is no manifest.
 */
export function pageChunks(webDist: string): (pageModule: string) => string[] {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(
      fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>;
  } catch {
    return () => [];
  }
  const closure = (keys: string[], into = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (into.has(key) || !manifest[key]) continue;
      into.add(key);
      closure(manifest[key].imports ?? [], into);
    }
    return into;
  };
  const entry = closure(Object.keys(manifest).filter((k) => manifest[k]!.isEntry));
  const cache = new Map<string, string[]>();
  return (pageModule) => {
    const key = `src/${pageModule}`;
    let files = cache.get(key);
    if (!files) {
      files = [...closure([key])].filter((k) => !entry.has(k)).map((k) => manifest[k]!.file);
      cache.set(key, files);
    }
    return files;
  };
}

/** The web app's server renderer, as web/src/entry-server.tsx exports it. */
export type RenderApp = (
  url: string,
  language: 'en' | 'es' | 'de',
  boot: Record<string, unknown>,
) => Promise<string | null>;

/** Whether the web app has a screen at a path (with the base path), as entry-server.tsx says. */
export type AppPathCheck = (url: string) => boolean;

/** The title of the app's screen at a path (with the base path) in a language, if it has one. */
export type AppTitle = (url: string, language: 'en' | 'es' | 'de') => Promise<string | undefined>;

/** What the web app's server renderer module gives the server; each part may be missing. */
export interface ServerRenderer {
  /** Draws a page; without it, public pages are rendered by the browser alone. */
  render?: RenderApp;
  /** The app's own list of its screens; without it, every path is served as the app. */
  isAppPath?: AppPathCheck;
  /** The screens' titles, for the pages whose head the server writes from the app's texts. */
  titleOf?: AppTitle;
}

/**
 * Loads the web app's server renderer, built beside the app (web/dist-ssr/entry-server.js by
 * `npm run build`): what it exports of render, isAppPath and titleOf (nothing when there is
 * no such build).
 */
export async function loadServerRenderer(webDist: string): Promise<ServerRenderer> {
  const file = path.join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return {};
  const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const fn = <T>(name: string) => (typeof mod[name] === 'function' ? (mod[name] as T) : undefined);
  const found = {
    render: fn<RenderApp>('render'),
    isAppPath: fn<AppPathCheck>('isAppPath'),
    titleOf: fn<AppTitle>('titleOf'),
  };
  return Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as ServerRenderer;
}
