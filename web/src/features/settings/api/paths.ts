import { SETTINGS_API } from '@club/contracts/core';
import { apiPaths } from '../../../lib/api';

/** The settings API's paths (contracts' SETTINGS_API) as lib/api takes them, without '/api'. */
export const SETTINGS_PATHS = apiPaths(SETTINGS_API);
