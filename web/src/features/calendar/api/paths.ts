import { CALENDAR_API, CLUB_CALENDAR_API } from '@club/contracts/core';
import { apiPath, apiPaths } from '../../../lib/api';

/** The calendar API's paths (contracts' CALENDAR_API) as lib/api takes them, without '/api'. */
export const CALENDAR_PATHS = { feed: apiPath(CALENDAR_API.feed) } as const;

/** The club calendar's paths (contracts' CLUB_CALENDAR_API), without '/api'. */
export const CLUB_CALENDAR_PATHS = apiPaths(CLUB_CALENDAR_API);
