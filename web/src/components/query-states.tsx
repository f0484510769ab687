import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/notify';

/**
 * A read that failed, said in place with what went wrong and a "Try again" that asks again
 * (`onRetry`); `title` names what could not be loaded.
 */
export function LoadFailed({
  error,
  title,
  onRetry,
}: {
  error: unknown;
  title?: string;
  onRetry: () => unknown;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorText(error)}</Text>
        <Button size="compact-sm" variant="white" onClick={() => void onRetry()}>
          {t('common.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** What `QueryStates` reads of a TanStack query. */
export interface QueryLike {
  error: unknown;
  isPending: boolean;
  data?: unknown;
  refetch: () => unknown;
}

/**
 * The four states of a page's read, in one place: failed (`LoadFailed`, unless `keepDataOnError`
 * and there is data to keep showing), loading (`skeletons` bars of `skeletonHeight` px, busy
 * and named `loadingLabel`), empty (`empty`, when `isEmpty`), or the content (`children`).
 */
export function QueryStates({
  query,
  errorTitle,
  loadingLabel,
  skeletons = 2,
  skeletonHeight = 90,
  isEmpty = false,
  empty,
  keepDataOnError = false,
  children,
}: {
  query: QueryLike;
  errorTitle?: string;
  loadingLabel?: string;
  skeletons?: number;
  skeletonHeight?: number;
  isEmpty?: boolean;
  empty?: ReactNode;
  keepDataOnError?: boolean;
  children: ReactNode;
}) {
  if (query.error && !(keepDataOnError && query.data !== undefined)) {
    return <LoadFailed error={query.error} title={errorTitle} onRetry={query.refetch} />;
  }
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy aria-label={loadingLabel}>
        {Array.from({ length: skeletons }, (_, i) => (
          <Skeleton key={i} h={skeletonHeight} />
        ))}
      </Stack>
    );
  }
  if (isEmpty && empty) return empty;
  return children;
}
