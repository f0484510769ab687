import type { AuditFacetsResponse, AuditListQuery, AuditListResponse } from '@club/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { auditKeys } from './keys';

export const getAudit = (query: AuditListQuery) =>
  api<AuditListResponse>('/admin/audit', { query: { ...query } });

export const getAuditFacets = () => api<AuditFacetsResponse>('/admin/audit/facets');

export function useAudit(query: AuditListQuery) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: () => getAudit(query),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useAuditFacets() {
  return useQuery({
    queryKey: auditKeys.facets(),
    queryFn: getAuditFacets,
    staleTime: 60_000,
  });
}
