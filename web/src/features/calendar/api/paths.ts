import { CALENDAR_API } from '@club/contracts/core';
import { apiPath } from '../../../lib/api';

/** The calendar API's paths (contracts' CALENDAR_API) as lib/api takes them, without '/api'. */
export const CALENDAR_PATHS = { feed: apiPath(CALENDAR_API.feed) } as const;
