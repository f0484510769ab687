import { PAYMENTS_API } from '@club/contracts/core';
import { apiPaths } from '../../../lib/api';

/** The payments API's paths (contracts' PAYMENTS_API) as lib/api takes them, without '/api'. */
export const PAYMENTS_PATHS = apiPaths(PAYMENTS_API);
