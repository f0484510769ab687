import { TASKS_API } from '@club/contracts/core';
import { apiPath } from '../../../lib/api';

/** The tasks' API paths (contracts' TASKS_API) as lib/api takes them, without '/api'. */
export const TASKS_PATHS = {
  admin: apiPath(TASKS_API.admin),
  assignees: apiPath(TASKS_API.assignees),
} as const;
