import { FEEDBACK_API } from '@club/contracts/core';
import { apiPaths } from '../../../lib/api';

/** The feedback API's paths (contracts' FEEDBACK_API) as lib/api takes them, without '/api'. */
export const FEEDBACK_PATHS = apiPaths(FEEDBACK_API);
