import { expect } from 'vitest';
import type { Caller } from '../fixtures.ts';

/**
 * Reads a paged list page by page (`pageSize` rows a page) and answers the rows' ids in the
 * order the pages gave them, having checked that the pages together hold every row once.
 */
export async function idsPageByPage(who: Caller, url: string, pageSize: number) {
  const ids: number[] = [];
  let total = 0;
  for (let pageIndex = 0; ; pageIndex++) {
    const res = await who.inject({
      url: `${url}${url.includes('?') ? '&' : '?'}pageSize=${pageSize}&pageIndex=${pageIndex}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{ items: { id: number }[]; total: number; pageCount: number }>();
    total = page.total;
    ids.push(...page.items.map((item) => item.id));
    if (pageIndex + 1 >= page.pageCount) break;
  }
  expect(ids).toHaveLength(total);
  expect(new Set(ids).size).toBe(total);
  return ids;
}
