import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the page now shown cuts short or pushes sideways. */
export interface LayoutReport {
  /** How far the page itself is wider than the window (px; 0 when it fits). */
  pageOverflow: number;
  /** Texts cut short: an ellipsis or a clipped box ("AC…" for Active), each described. */
  cut: string[];
  /** Tables that scroll sideways, and whether the page says so above them. */
  scrollingTables: { name: string; hinted: boolean }[];
}

/**
 * Measures the page in the browser: the page's width against the window's, every element
 * whose own text is wider than its box while the box hides the rest (overflow hidden or
 * clip, or text-overflow ellipsis), and every box holding a table that scrolls sideways
 * (hinted when a sibling of its wrapper, `[data-scroll-hint]`, says it scrolls).
 */
export async function layoutReport(page: Page): Promise<LayoutReport> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      return r.width > 1 && r.height > 1 && cs.visibility !== 'hidden' && cs.display !== 'none';
    };
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}.${String(el.className).split(' ').slice(0, 2).join('.')} "${(
        el.textContent ?? ''
      )
        .trim()
        .slice(0, 40)}"`;
    const cut: string[] = [];
    const scrollingTables: { name: string; hinted: boolean }[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      if (!(el instanceof HTMLElement) || !visible(el)) continue;
      const cs = getComputedStyle(el);
      const ownText = Array.from(el.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
      const hides =
        cs.overflowX === 'hidden' || cs.overflowX === 'clip' || cs.textOverflow === 'ellipsis';
      if (ownText && hides && el.scrollWidth > el.clientWidth + 1) {
        cut.push(`${describe(el)} is ${el.scrollWidth}px wide in a ${el.clientWidth}px box`);
      }
      const scrolls = cs.overflowX === 'auto' || cs.overflowX === 'scroll';
      if (scrolls && el.scrollWidth > el.clientWidth + 1 && el.querySelector('table')) {
        const table = el.querySelector('table')!;
        const wrapper = el.closest(':has(> [data-scroll-hint])');
        const hint = wrapper?.querySelector(':scope > [data-scroll-hint]');
        scrollingTables.push({
          name: table.getAttribute('aria-label') ?? el.getAttribute('aria-label') ?? describe(el),
          hinted: !!hint && visible(hint),
        });
      }
    }
    const doc = document.documentElement;
    return { pageOverflow: Math.max(0, doc.scrollWidth - doc.clientWidth), cut, scrollingTables };
  });
}

/**
 * Nothing on the page is cut short or wider than the window, and every table that scrolls
 * sideways says so (`tablesScroll: false`: no table may scroll sideways at all).
 */
export async function expectNothingCut(
  page: Page,
  opts: { tablesScroll?: boolean; where?: string } = {},
) {
  const where = opts.where ?? new URL(page.url()).pathname;
  // The page may still be settling (a dialog's transition, a scroll hint shown by a resize
  // observer one frame later): measure again for a few seconds before judging what it shows.
  const clean = (r: LayoutReport) =>
    r.pageOverflow === 0 &&
    r.cut.length === 0 &&
    (opts.tablesScroll === false
      ? r.scrollingTables.length === 0
      : r.scrollingTables.every((t) => t.hinted));
  let report = await layoutReport(page);
  for (let tries = 0; tries < 15 && !clean(report); tries++) {
    await page.waitForTimeout(200);
    report = await layoutReport(page);
  }
  expect(report.pageOverflow, `${where}: the page is wider than the window`).toBe(0);
  expect(report.cut, `${where}: text cut short`).toEqual([]);
  if (opts.tablesScroll === false) {
    expect(
      report.scrollingTables.map((t) => t.name),
      `${where}: tables that scroll sideways`,
    ).toEqual([]);
  } else {
    expect(
      report.scrollingTables.filter((t) => !t.hinted).map((t) => t.name),
      `${where}: tables that scroll sideways without saying so`,
    ).toEqual([]);
  }
}
