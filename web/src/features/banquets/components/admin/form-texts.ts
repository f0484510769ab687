import type { AdminFormTexts } from '../../../../components/admin-form-parts';
import type { DeleteTexts } from '../../../../components/confirm-delete';

/** The banquets' words for the parts its catalog forms share (halls, packages, add-ons, courses). */
export const BANQUET_FORM_TEXTS: AdminFormTexts = {
  save: 'banquets:common.save',
  cancel: 'banquets:common.cancel',
  close: 'banquets:common.close',
  sort: 'banquets:common.sort',
  sortHint: 'banquets:common.sortHint',
  active: 'banquets:common.activeLong',
};

/** The banquets' words for deleting a record by its name (a hall, package, add-on, course, dish). */
export const BANQUET_DELETE_TEXTS: DeleteTexts = {
  title: 'banquets:common.deleteTitle',
  text: 'banquets:common.deleteText',
  deleted: 'banquets:common.deleted',
  refused: 'banquets:common.deleteRefused',
};
