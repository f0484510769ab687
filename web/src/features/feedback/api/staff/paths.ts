import { FEEDBACK_API } from '@club/contracts/core';
import { apiPath } from '../../../../lib/api';

/** The office's feedback API paths (contracts' FEEDBACK_API) as lib/api takes them, without '/api'. */
export const FEEDBACK_STAFF_PATHS = {
  admin: apiPath(FEEDBACK_API.admin),
  targets: apiPath(FEEDBACK_API.targets),
  figures: apiPath(FEEDBACK_API.figures),
  assignees: apiPath(FEEDBACK_API.assignees),
} as const;
