import { ADMIN_DASHBOARD_API } from '@club/contracts/core';
import { apiPaths } from '../../../lib/api';

/** The admin-dashboard API's paths (contracts' ADMIN_DASHBOARD_API) as lib/api takes them, without '/api'. */
export const ADMIN_DASHBOARD_PATHS = apiPaths(ADMIN_DASHBOARD_API);
