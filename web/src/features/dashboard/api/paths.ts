import { MEMBER_DASHBOARD_API } from '@club/contracts/core';
import { apiPaths } from '../../../lib/api';

/** The member-dashboard API's paths (contracts' MEMBER_DASHBOARD_API) as lib/api takes them, without '/api'. */
export const MEMBER_DASHBOARD_PATHS = apiPaths(MEMBER_DASHBOARD_API);
