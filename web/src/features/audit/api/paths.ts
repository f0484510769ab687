import { AUDIT_API } from '@club/contracts/core';
import { apiPaths } from '../../../lib/api';

/** The audit API's paths (contracts' AUDIT_API) as lib/api takes them, without '/api'. */
export const AUDIT_PATHS = apiPaths(AUDIT_API);
