import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The page sizes every paged list offers (the DataTable's `recordsPerPageOptions`), and the
 * one a list starts with. The API takes at most 100 a page (`listQuery` of the contracts).
 * ESLint refuses another `PAGE_SIZES` in the web app.
 */
export const PAGE_SIZES: number[] = [10, 20, 50, 100];
export const DEFAULT_PAGE_SIZE = 20;

/** How a list reads one filter from the address. */
export interface FilterSpec<V extends string = string> {
  /** The values it may take; anything else in the address reads as the default. */
  values?: readonly V[];
  /** What it shows when the address does not name it (none unless given). */
  default?: V | null;
  /** A shape the value must have (`ISO_DAY` for a date), else it reads as the default. */
  pattern?: RegExp;
}

/** A day as the API takes it (`2026-12-05`). */
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A row's id (`7`), as a filter by category or member names it. */
export const ID = /^[1-9]\d{0,9}$/;

type FilterValue<S> = S extends { values: readonly (infer V)[] } ? V : string;
export type FilterValues<F extends Record<string, FilterSpec>> = {
  [K in keyof F]: FilterValue<F[K]> | null;
};

export type SortDirection = 'asc' | 'desc';

export interface ListSpec<F extends Record<string, FilterSpec>, S extends string> {
  /** The filters, each kept in the address under its own name. */
  filters?: F;
  /** The columns the list may be sorted by, and its order when the address names none. */
  sort?: { keys: readonly S[]; by: S; dir?: SortDirection };
}

export interface ListState<F extends Record<string, FilterSpec>, S extends string = never> {
  filters: FilterValues<F>;
  /** Changes one filter or more, and goes back to the first page. */
  setFilters(changes: Partial<FilterValues<F>>): void;
  /** The page shown, from 1 (the table's count); `pageIndex` is the API's, from 0. */
  page: number;
  pageIndex: number;
  pageSize: number;
  setPage(page: number): void;
  /** Changes the page size, and goes back to the first page. */
  setPageSize(pageSize: number): void;
  sortBy: S;
  sortDir: SortDirection;
  /** Changes the order, and goes back to the first page. */
  setSort(by: S, dir: SortDirection): void;
}

/** The names the kit keeps in the address beside the filters'. */
const PAGE = 'page';
const SIZE = 'size';
const SORT = 'sort';
const DIR = 'dir';

function readFilter(spec: FilterSpec, raw: string | null): string | null {
  const fallback = spec.default ?? null;
  if (raw === null) return fallback;
  // A filter the user cleared, whose default is not "all": the address keeps it empty.
  if (raw === '') return null;
  if (spec.values && !spec.values.includes(raw)) return fallback;
  if (spec.pattern && !spec.pattern.test(raw)) return fallback;
  return raw;
}

/**
 * A paged list's filters, order and page, kept in the address's search params (`?status=
 * requested&page=2&size=50&sort=name&dir=desc`): a reload, the back button and a shared link
 * show the same list. A value equal to its default leaves the address; a filter cleared
 * whose default is a value stays as `name=`. Changing a filter, the order or the page size
 * goes back to the first page. The address is replaced, not pushed: the back button leaves
 * the list rather than stepping through its filters.
 */
export function useListState<
  F extends Record<string, FilterSpec> = Record<never, FilterSpec>,
  S extends string = never,
>(spec: ListSpec<F, S> = {}): ListState<F, S> {
  const [params, setParams] = useSearchParams();
  const specs = (spec.filters ?? {}) as Record<string, FilterSpec>;
  const filters = Object.fromEntries(
    Object.entries(specs).map(([name, s]) => [name, readFilter(s, params.get(name))]),
  ) as FilterValues<F>;
  const page = Math.max(1, Math.floor(Number(params.get(PAGE))) || 1);
  const size = Number(params.get(SIZE));
  const pageSize = PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE;
  const sortSpec = spec.sort;
  const sortParam = params.get(SORT) ?? '';
  const sortBy = (
    sortSpec && (sortSpec.keys as readonly string[]).includes(sortParam) ? sortParam : sortSpec?.by
  ) as S;
  const defaultDir = sortSpec?.dir ?? 'asc';
  const dirParam = params.get(DIR);
  const sortDir: SortDirection = dirParam === 'asc' || dirParam === 'desc' ? dirParam : defaultDir;

  // React Router hands a functional update the address of the last render, so a second change
  // made before the first one rendered (a status picked, then "overdue" flipped at once on a
  // busy machine) would start from the old address and undo the first. The last address
  // written is kept, and a change made over the same rendered address builds on it.
  // Once an address has rendered, changes start from it again (a link back to the bare list
  // must not bring the last filters back).
  const written = useRef<{ over: string; next: URLSearchParams } | null>(null);
  useEffect(() => {
    written.current = null;
  }, [params]);
  const update = (changes: Record<string, string | null>, firstPage: boolean) =>
    setParams(
      (prev) => {
        const over = prev.toString();
        const last = written.current;
        const next = new URLSearchParams(last && last.over === over ? last.next : prev);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        if (firstPage) next.delete(PAGE);
        written.current = { over, next };
        return next;
      },
      { replace: true },
    );

  return {
    filters,
    setFilters: (changes) => {
      const written: Record<string, string | null> = {};
      for (const [name, value] of Object.entries(changes) as [string, string | null][]) {
        const fallback = specs[name]?.default ?? null;
        written[name] = value === fallback ? null : value === null ? '' : value;
      }
      update(written, true);
    },
    page,
    pageIndex: page - 1,
    pageSize,
    setPage: (p) => update({ [PAGE]: p > 1 ? String(p) : null }, false),
    setPageSize: (n) => update({ [SIZE]: n === DEFAULT_PAGE_SIZE ? null : String(n) }, true),
    sortBy,
    sortDir,
    setSort: (by, dir) =>
      update(
        {
          [SORT]: by === sortSpec?.by ? null : by,
          [DIR]: dir === defaultDir ? null : dir,
        },
        true,
      ),
  };
}
