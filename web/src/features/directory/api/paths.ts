import { DIRECTORY_API } from '@club/contracts/core';
import { apiPath } from '../../../lib/api';

/** The directory's API paths (contracts' DIRECTORY_API) as lib/api takes them, without '/api'. */
export const DIRECTORY_PATHS = {
  contacts: apiPath(DIRECTORY_API.contacts),
  me: apiPath(DIRECTORY_API.me),
  admin: apiPath(DIRECTORY_API.admin),
} as const;

/** The address of a listed member's photo (an image's src: the whole path). */
export const listedPhotoUrl = (id: number) => `${DIRECTORY_API.contacts}/${id}/photo`;
