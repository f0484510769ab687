import type { AuditFacetsResponse, AuditListQuery, AuditListResponse } from '@club/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { auditKeys } from './keys';
import { AUDIT_PATHS } from './paths';

export const getAudit = (query: AuditListQuery) =>
  api<AuditListResponse>(AUDIT_PATHS.log, { query: { ...query } });

export const getAuditFacets = () => api<AuditFacetsResponse>(AUDIT_PATHS.facets);

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
