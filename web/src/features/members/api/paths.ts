import { MEMBERS_API } from '@club/contracts/core';
import { apiPaths } from '../../../lib/api';

/** The members API's paths (contracts' MEMBERS_API) as lib/api takes them, without '/api'. */
export const MEMBERS_PATHS = apiPaths(MEMBERS_API);
