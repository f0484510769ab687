import { BROADCASTS_API } from '@club/contracts/core';
import { apiPath } from '../../../lib/api';

/** The broadcasts API paths (contracts' BROADCASTS_API) as lib/api takes them, without '/api'. */
export const BROADCASTS_PATHS = {
  admin: apiPath(BROADCASTS_API.admin),
  preview: apiPath(BROADCASTS_API.preview),
  mine: apiPath(BROADCASTS_API.mine),
  staff: apiPath(BROADCASTS_API.staff),
} as const;

/** Where the browser loads a received broadcast's image or file (same origin, the session cookie goes along). */
export const receivedFileUrl = (base: 'mine' | 'staff', id: number, kind: 'image' | 'file') =>
  `${BROADCASTS_API[base]}/${id}/${kind}`;
