import { INBOX_API } from '@club/contracts/core';
import { apiPaths } from '../../../lib/api';

/** The inbox API's paths (contracts' INBOX_API) as lib/api takes them, without '/api'. */
export const INBOX_PATHS = apiPaths(INBOX_API);
