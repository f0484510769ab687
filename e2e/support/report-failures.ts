import { afterAll, beforeEach } from 'vitest';
import { closeSharedBrowser, openContexts } from './browser.ts';

/*
 * When a journey fails, what each open browser shows is printed beside the failure: its
 * address, and the toasts and alerts on screen (a refusal's message is usually the cause).
 * CI keeps no screenshots; this line is what tells a flaky timing from a real refusal.
 */
beforeEach((ctx) => {
  ctx.onTestFailed(async () => {
    for (const context of openContexts) {
      for (const page of context.pages()) {
        const said = await page
          .locator('.mantine-Notification-root, [role="alert"]')
          .allInnerTexts()
          .catch(() => [] as string[]);
        const text = said.map((s) => s.replace(/\s+/g, ' ').trim()).filter(Boolean);
        console.error(
          `[on screen after the failure] ${page.url()}\n  ${text.join('\n  ') || '(no toast or alert)'}`,
        );
      }
    }
  });
});

// Each test file's Chromium closes after its journeys (support/browser.ts).
afterAll(() => closeSharedBrowser());
