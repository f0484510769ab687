import type { AdminFormTexts } from '../../../../components/admin-form-parts';

/** The banquets' words for the parts its catalog forms share (halls, packages, add-ons, courses). */
export const BANQUET_FORM_TEXTS: AdminFormTexts = {
  save: 'banquets:common.save',
  cancel: 'banquets:common.cancel',
  close: 'banquets:common.close',
  sort: 'banquets:common.sort',
  sortHint: 'banquets:common.sortHint',
  active: 'banquets:common.activeLong',
};
