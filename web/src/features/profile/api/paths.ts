import { PROFILE_API } from '@club/contracts/core';
import { apiPath } from '../../../lib/api';

/** The profile's API paths (contracts' PROFILE_API) as lib/api takes them, without '/api'. */
export const PROFILE_PATHS = {
  mine: apiPath(PROFILE_API.mine),
  requests: apiPath(PROFILE_API.requests),
  approvals: apiPath(PROFILE_API.approvals),
} as const;
