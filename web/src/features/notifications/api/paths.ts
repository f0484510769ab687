import { NOTIFICATIONS_API } from '@club/contracts/core';
import { apiPaths } from '../../../lib/api';

/** The notifications API's paths (contracts' NOTIFICATIONS_API) as lib/api takes them, without '/api'. */
export const NOTIFICATION_PATHS = apiPaths(NOTIFICATIONS_API);

/** Whose bell: the member's (also staff acting for one) or the staff user's own. */
export type BellOf = 'member' | 'staff';

/** A bell's list path (lib/api's form). */
export const bellPath = (bell: BellOf) =>
  bell === 'member' ? NOTIFICATION_PATHS.mine : NOTIFICATION_PATHS.staff;

/** A bell's live stream, as the browser opens it (same origin: the session cookie goes). */
export const bellStreamUrl = (bell: BellOf) =>
  `${bell === 'member' ? NOTIFICATIONS_API.mine : NOTIFICATIONS_API.staff}/stream`;
