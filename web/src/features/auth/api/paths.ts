import { AUTH_API } from '@club/contracts/core';
import { apiPaths } from '../../../lib/api';

/** The auth API's paths (contracts' AUTH_API) as lib/api takes them, without '/api'. */
export const AUTH_PATHS = apiPaths(AUTH_API);
