/*
 * The browser's first-paint preferences, told to the server in a cookie so that the HTML it
 * sends is what the app will show: the page in the reader's chosen language, in dark mode if
 * chosen, and, for a reader whose layout differs from the defaults, no server-drawn page at
 * all (the app draws it) rather than a default one that then changes (server:
 * plugins/static-web.ts, which reads the same cookie). Nothing in it is personal.
 */

/** The cookie's name; the server's FIRST_PAINT_COOKIE. */
export const FIRST_PAINT_COOKIE = 'club_first_paint';

export interface FirstPaint {
  language: string;
  dark: boolean;
  /** Any layout setting other than the defaults (menu, width, corners, colour theme). */
  custom: boolean;
  /** The window's width class (lib/viewport.ts): a member's page is drawn for it. */
  width: number;
}

/** The cookie's value: `lang=de&scheme=dark&custom=1&vw=2`. */
export function firstPaintValue(p: FirstPaint): string {
  const params = new URLSearchParams({ lang: p.language, scheme: p.dark ? 'dark' : 'light' });
  if (p.custom) params.set('custom', '1');
  params.set('vw', String(p.width));
  return params.toString();
}

/** Writes the cookie (a year; the whole site; sent on top-level navigation only). */
export function writeFirstPaint(p: FirstPaint) {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${FIRST_PAINT_COOKIE}=${encodeURIComponent(firstPaintValue(p))}; path=/; max-age=31536000; samesite=lax${secure}`;
}
