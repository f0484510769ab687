import { z } from 'zod';
import { MAX_PAGE_INDEX } from './primitives.ts';

/**
 * A list's search term. SPEC.md §5: a search applies only when the term is longer than one
 * character, so a shorter one is dropped here (the list answers as if none was given), not
 * refused.
 */
export const searchTerm = z
  .string()
  .trim()
  .max(100)
  .transform((t) => (t.length > 1 ? t : undefined))
  .optional();

/**
 * The shared list query of SPEC.md §7: every server-paginated list takes these (plus its own
 * filters) and answers with `pagedResponse(item)`.
 */
export const listQuery = z.object({
  term: searchTerm,
  sortBy: z.string().max(40).optional(),
  sortDir: z.enum(['asc', 'desc']).default('asc'),
  pageIndex: z.coerce.number().int().min(0).max(MAX_PAGE_INDEX).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListQuery = z.infer<typeof listQuery>;
/** What a client sends (every field optional; the server fills the defaults). */
export type ListQueryInput = Partial<ListQuery>;

export function pagedResponse<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    items: z.array(item),
    pageCount: z.number().int().min(0),
    pageIndex: z.number().int().min(0),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
  });
}

export interface Paged<T> {
  items: T[];
  pageCount: number;
  pageIndex: number;
  pageSize: number;
  total: number;
}

/** Builds the paged answer from a page of items and the total count. */
export function toPaged<T>(
  items: T[],
  total: number,
  query: Pick<ListQuery, 'pageIndex' | 'pageSize'>,
): Paged<T> {
  return {
    items,
    pageCount: Math.ceil(total / query.pageSize),
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
    total,
  };
}
