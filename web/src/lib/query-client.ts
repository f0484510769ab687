import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';
import { notifyError } from './notify';

/**
 * What a query or mutation may declare about its errors. `errorInPlace`: the screen shows the
 * failure where it happened (a field, an alert, a fallback), so no toast.
 */
interface ErrorMeta extends Record<string, unknown> {
  errorInPlace?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ErrorMeta;
    mutationMeta: ErrorMeta;
  }
}

/**
 * One client for the app. The one rule for error toasts (SPEC.md §8): a failed request shows
 * its problem's `detail` in a top-right toast, here and nowhere else, unless it declares
 * `meta: { errorInPlace: true }`. Screens never toast a request's error themselves.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!query.meta?.errorInPlace) notifyError(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _vars, _ctx, mutation) => {
      if (!mutation.meta?.errorInPlace) notifyError(error);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => {
        if (isApiError(error) && error.status > 0 && error.status < 500) return false;
        return count < 2;
      },
    },
    mutations: { retry: false },
  },
});
