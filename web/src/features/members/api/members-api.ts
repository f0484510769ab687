import type {
  AvailabilityQuery,
  AvailabilityResponse,
  ChangeStatusRequest,
  CreateMemberRequest,
  ImportCommitResponse,
  ImportPreviewResponse,
  MemberDetail,
  MemberListQuery,
  MemberListResponse,
  MessageResponse,
  UpdateMemberRequest,
} from '@club/contracts';
import { API_BASE, api } from '../../../lib/api';

/** Calls of admin member management (server: modules/members/routes.ts). */
export const membersApi = {
  list: (query: MemberListQuery) =>
    api<MemberListResponse>('/admin/members', { query: { ...query } }),
  get: (id: number) => api<MemberDetail>(`/admin/members/${id}`),
  create: (body: CreateMemberRequest) =>
    api<MemberDetail>('/admin/members', { method: 'POST', body }),
  update: (id: number, body: UpdateMemberRequest) =>
    api<MemberDetail>(`/admin/members/${id}`, { method: 'PUT', body }),
  changeStatus: (id: number, body: ChangeStatusRequest) =>
    api<MemberDetail>(`/admin/members/${id}/status`, { method: 'PUT', body }),
  resetPin: (id: number) =>
    api<MessageResponse>(`/admin/members/${id}/reset-pin`, { method: 'POST' }),
  availability: (query: AvailabilityQuery) =>
    api<AvailabilityResponse>('/admin/members/availability', { query: { ...query } }),
  uploadPhoto: (id: number, file: File) => {
    const body = new FormData();
    body.append('photo', file);
    return api<void>(`/admin/members/${id}/photo`, { method: 'PUT', body });
  },
  removePhoto: (id: number) => api<void>(`/admin/members/${id}/photo`, { method: 'DELETE' }),
  previewImport: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return api<ImportPreviewResponse>('/admin/members/import/preview', { method: 'POST', body });
  },
  commitImport: (file: File) => {
    const body = new FormData();
    body.append('file', file);
    return api<ImportCommitResponse>('/admin/members/import', { method: 'POST', body });
  },
};

/** The address of the CSV export for the list's current filters. */
export function exportUrl(filters: Pick<MemberListQuery, 'term' | 'status' | 'membershipType'>) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, String(v));
  const q = params.toString();
  return `${API_BASE}/admin/members/export.csv${q ? `?${q}` : ''}`;
}

/** The address of a member's (private) photo; `version` busts the browser cache after a change. */
export const photoUrl = (id: number, version?: string) =>
  `${API_BASE}/members/${id}/photo${version ? `?v=${encodeURIComponent(version)}` : ''}`;
