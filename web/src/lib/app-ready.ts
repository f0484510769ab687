import { useEffect } from 'react';

/*
 * The app's mark that it answers on the page, <html data-app="ready">: set when the first
 * screen has been drawn, or hydrated, whole. The screen's page is loaded on demand and hydrated
 * with it (a Suspense boundary inside the layout), after the app's shell; so the mark comes
 * from beside the page (`useAppReady` in the route's element, app/router.tsx), not from the
 * shell. Tests and scripts wait for it before pressing anything on a page the server drew,
 * and a press made before it is pressed again here (main.tsx: `onAppReady`).
 */

let pending: (() => void) | undefined;
let marked = false;

/** What to run once the first screen is drawn whole (a press to make again), if anything. */
export function onAppReady(run: (() => void) | undefined): void {
  pending = run;
}

/** Marks the app ready once, and runs what waited for it. */
export function markAppReady(): void {
  if (marked) return;
  marked = true;
  document.documentElement.dataset.app = 'ready';
  const run = pending;
  pending = undefined;
  run?.();
}

/** In a screen's element, beside its page: the app is ready once this has been drawn. */
export function useAppReady(): void {
  useEffect(markAppReady, []);
}

/** useAppReady as an element. */
export function AppReady() {
  useAppReady();
  return null;
}
