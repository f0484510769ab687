import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A list in a stated order: the line under the page's title says it (and describes the table),
 * and the header of the column the rows are sorted by, alone, carries `aria-sort`.
 */
export async function expectStatedOrder(
  page: Page,
  table: Locator,
  expected: { line: string | RegExp; column: string; direction: 'ascending' | 'descending' },
) {
  const line = page.getByTestId('list-order');
  await expect.poll(() => line.innerText()).toMatch(expected.line);
  const lineId = await line.getAttribute('id');
  expect(lineId).toBeTruthy();
  expect(await table.getAttribute('aria-describedby')).toBe(lineId);
  const header = table.getByRole('columnheader', { name: expected.column, exact: true });
  await expect.poll(() => header.getAttribute('aria-sort')).toBe(expected.direction);
  await expect
    .poll(() =>
      table
        .locator('th[aria-sort]')
        .evaluateAll((ths) => ths.map((th) => th.textContent?.trim() ?? '')),
    )
    .toEqual([expected.column]);
}
