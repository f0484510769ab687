import { FNB_API } from '@club/contracts/core';
import { apiPath } from '../../../lib/api';

/** The admin menu API's paths (contracts' FNB_API) as lib/api takes them, without '/api'. */
export const ADMIN_PATHS = {
  outlets: apiPath(FNB_API.outlets),
  categories: apiPath(FNB_API.categories),
  subCategories: apiPath(FNB_API.subCategories),
  items: apiPath(FNB_API.items),
  images: apiPath(FNB_API.images),
} as const;
