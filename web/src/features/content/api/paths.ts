import { CONTENT_API } from '@club/contracts/core';
import { apiPaths } from '../../../lib/api';

/** The content API's paths (contracts' CONTENT_API) as lib/api takes them, without '/api'. */
export const CONTENT_PATHS = apiPaths(CONTENT_API);
