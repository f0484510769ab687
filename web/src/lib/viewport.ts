import { useEffect, useState } from 'react';

/*
 * The widths the layout changes at, as the server draws a page for them: a member's page drawn
 * on the server (server: content/page-head.ts) is drawn for the width class the reader's
 * browser last reported (the first-paint cookie, lib/first-paint.ts), and the browser hydrates
 * it only when its window is still in that class (main.tsx); otherwise the app draws it.
 */

/** The steps in CSS pixels: Mantine's sm (48em), md (62em), and the pinned menu's minimum. */
export const WIDTH_STEPS = [768, 992, 1400] as const;

/** 0 (a phone) to 3 (a wide screen): how many steps a width reaches. */
export const widthClass = (width: number): number => WIDTH_STEPS.filter((s) => width >= s).length;

/** A width inside each class, which the server draws for. */
const CLASS_WIDTH = [375, 800, 1200, 1440] as const;

/** The width the server's renderer draws for (undefined: in a browser, its window's). */
let assumed: number | undefined;

/** The server's renderer draws for this width class (undefined: no width known). */
export function assumeWidthClass(cls: number | undefined): void {
  assumed = cls === undefined ? undefined : CLASS_WIDTH[cls];
}

/**
 * Whether the window is at least `px` wide (one of WIDTH_STEPS), read at the first render (no
 * flash) and kept as the window changes; on the server, for the width class drawn for, else
 * `fallback`.
 */
export function useWidthAtLeast(px: (typeof WIDTH_STEPS)[number], fallback: boolean): boolean {
  const query = `(min-width: ${px}px)`;
  const [matches, setMatches] = useState(() =>
    typeof window !== 'undefined' && 'matchMedia' in window
      ? window.matchMedia(query).matches
      : assumed === undefined
        ? fallback
        : assumed >= px,
  );
  useEffect(() => {
    if (!('matchMedia' in window)) return;
    const media = window.matchMedia(query);
    setMatches(media.matches);
    const changed = (e: MediaQueryListEvent) => setMatches(e.matches);
    media.addEventListener('change', changed);
    return () => media.removeEventListener('change', changed);
  }, [query]);
  return matches;
}
