import { MEMBERS_API } from '@club/contracts/core';

/** The address of a member's (private) photo; `version` busts the browser cache after a change. */
export const photoUrl = (id: number, version?: string) =>
  `${MEMBERS_API.members}/${id}/photo${version ? `?v=${encodeURIComponent(version)}` : ''}`;
