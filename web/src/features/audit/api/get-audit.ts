import type { AuditFacetsResponse, AuditListQuery, AuditListResponse } from '@club/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const getAudit = (query: AuditListQuery) =>
  api<AuditListResponse>('/admin/audit', { query: { ...query } });

export const getAuditFacets = () => api<AuditFacetsResponse>('/admin/audit/facets');

export function useAudit(query: AuditListQuery) {
  return useQuery({
    queryKey: ['admin', 'audit', 'list', query],
    queryFn: () => getAudit(query),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useAuditFacets() {
  return useQuery({
    queryKey: ['admin', 'audit', 'facets'],
    queryFn: getAuditFacets,
    staleTime: 60_000,
  });
}
