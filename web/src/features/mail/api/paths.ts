import { MAIL_API } from '@club/contracts/core';
import { apiPaths } from '../../../lib/api';

/** The mail API's paths (contracts' MAIL_API) as lib/api takes them, without '/api'. */
export const MAIL_PATHS = apiPaths(MAIL_API);
