import type { MemberListQuery } from '@club/contracts';
import { MEMBERS_API } from '@club/contracts/core';

/** The address of the CSV export for the list's current filters (a plain download link). */
export function exportUrl(filters: Pick<MemberListQuery, 'term' | 'status' | 'membershipType'>) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, String(v));
  const q = params.toString();
  return `${MEMBERS_API.exportCsv}${q ? `?${q}` : ''}`;
}
