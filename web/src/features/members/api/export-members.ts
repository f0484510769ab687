import type { MemberListQuery } from '@club/contracts';
import { API_BASE } from '../../../lib/api';

/** The address of the CSV export for the list's current filters (a plain download link). */
export function exportUrl(filters: Pick<MemberListQuery, 'term' | 'status' | 'membershipType'>) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, String(v));
  const q = params.toString();
  return `${API_BASE}/admin/members/export.csv${q ? `?${q}` : ''}`;
}
