import { STATEMENTS_API } from '@club/contracts/core';
import { apiPaths } from '../../../lib/api';

/** The statements API's paths (contracts' STATEMENTS_API) as lib/api takes them, without '/api'. */
export const STATEMENTS_PATHS = apiPaths(STATEMENTS_API);
