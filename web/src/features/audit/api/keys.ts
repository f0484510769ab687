import type { AuditListQuery } from '@club/contracts';

/** The query keys of the audit area (root 'audit'); the only place they are written. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (query: AuditListQuery) => [...auditKeys.all, 'list', query] as const,
  facets: () => [...auditKeys.all, 'facets'] as const,
};
