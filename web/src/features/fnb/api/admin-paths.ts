import { FNB_API } from '@club/contracts/core';
import { API_BASE } from '../../../lib/api';

const strip = (path: string) => path.slice(API_BASE.length);

/** The admin menu API's paths (contracts' FNB_API) as lib/api takes them, without '/api'. */
export const ADMIN_PATHS = {
  outlets: strip(FNB_API.outlets),
  categories: strip(FNB_API.categories),
  subCategories: strip(FNB_API.subCategories),
  items: strip(FNB_API.items),
  images: strip(FNB_API.images),
} as const;
