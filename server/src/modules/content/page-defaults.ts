import type { PageSlug } from '@club/contracts';
import { CLUB_PAGES } from './page-defaults/club.ts';
import { SPORTS_PAGES } from './page-defaults/sports.ts';
import { WELLNESS_PAGES } from './page-defaults/wellness.ts';
import { DINING_AND_STAYS_PAGES } from './page-defaults/dining-and-stays.ts';
import { CONTACT_PAGES } from './page-defaults/contact.ts';
import type { PageDefault } from './page-defaults/text.ts';

export type { PageDefault } from './page-defaults/text.ts';

/**
 * The content every public page starts with: the texts of a large, old sports club. Staff
 * edit them in the portal; a page nobody has edited yet shows this.
 */
export const PAGE_DEFAULTS: Record<PageSlug, PageDefault> = {
  ...CLUB_PAGES,
  ...SPORTS_PAGES,
  ...WELLNESS_PAGES,
  ...DINING_AND_STAYS_PAGES,
  ...CONTACT_PAGES,
};
