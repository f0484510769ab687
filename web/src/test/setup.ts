import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import i18n, { loadAreaTexts } from '../lib/i18n';

// findBy* and waitFor wait this long by default (testing-library's 1 s is too short for a
// lazy page on a loaded machine: a file's first page also brings the header's lazy bell, and CI
// took over 5 s for one); a test that waits for longer says so itself.
configure({ asyncUtilTimeout: 10_000 });

/*
 * The test files share their modules (vite.config.ts: isolate false), so each test leaves
 * the page as it found it: no screen, nothing stored, no stubbed global or fake clock, no
 * embedded first reads, English.
 */
afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.getElementById('boot-data')?.remove();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

// Screens rendered on their own (outside the router's pages) find the areas' texts loaded.
await loadAreaTexts();
