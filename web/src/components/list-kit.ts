/**
 * The page sizes every paged list offers (the DataTable's `recordsPerPageOptions`), and the
 * one a list starts with. The API takes at most 100 a page (`listQuery` of the contracts).
 * ESLint refuses another `PAGE_SIZES` in the web app.
 */
export const PAGE_SIZES: number[] = [10, 20, 50, 100];
export const DEFAULT_PAGE_SIZE = 20;
