import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAreaTexts } from '../lib/i18n';

// findBy* and waitFor wait this long by default (testing-library's 1 s is too short for a
// lazy page on a loaded machine); a test that waits for longer says so itself.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// Screens rendered on their own (outside the router's pages) find the areas' texts loaded.
await loadAreaTexts();
