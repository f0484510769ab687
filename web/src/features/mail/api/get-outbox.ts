import type { OutboxPage } from '@club/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { mailKeys } from './keys';
import { MAIL_PATHS } from './paths';

export function getOutbox(pageIndex: number, pageSize: number): Promise<OutboxPage> {
  return api<OutboxPage>(MAIL_PATHS.outbox, { query: { pageIndex, pageSize } });
}

export const outboxQueryOptions = (pageIndex: number, pageSize: number) =>
  queryOptions({
    queryKey: mailKeys.outbox(pageIndex, pageSize),
    queryFn: () => getOutbox(pageIndex, pageSize),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

export function useOutbox(pageIndex: number, pageSize: number) {
  return useQuery(outboxQueryOptions(pageIndex, pageSize));
}
