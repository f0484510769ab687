import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface OutboxItem {
  id: number | string;
  topic: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  doneAt: string | null;
}

export interface OutboxPage {
  items: OutboxItem[];
  pageCount: number;
  pageIndex: number;
  pageSize: number;
}

export function getOutbox(pageIndex: number, pageSize: number): Promise<OutboxPage> {
  return api<OutboxPage>('/admin/outbox', { query: { pageIndex, pageSize } });
}

export const outboxQueryOptions = (pageIndex: number, pageSize: number) =>
  queryOptions({
    queryKey: ['admin', 'outbox', pageIndex, pageSize],
    queryFn: () => getOutbox(pageIndex, pageSize),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

export function useOutbox(pageIndex: number, pageSize: number) {
  return useQuery(outboxQueryOptions(pageIndex, pageSize));
}
