import { API_BASE } from '../../../lib/api';

/** The address of a member's (private) photo; `version` busts the browser cache after a change. */
export const photoUrl = (id: number, version?: string) =>
  `${API_BASE}/members/${id}/photo${version ? `?v=${encodeURIComponent(version)}` : ''}`;
