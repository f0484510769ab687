import { FNB_KITCHENS, FNB_OUTLETS, FNB_TAX_RATES, type FnbOutlet } from '@club/contracts';
import type { AdminFormTexts } from '../../../../components/admin-form-parts';
import type { DeleteTexts } from '../../../../components/confirm-delete';
import { keyMap } from '../../../../lib/i18n';

/** The text of each outlet and kitchen (the menu screens of staff). */
export const OUTLET_KEYS = keyMap('fnb:admin.outlet.', FNB_OUTLETS);
export const KITCHEN_KEYS = keyMap('fnb:admin.kitchen.', FNB_KITCHENS);

export const isOutlet = (value: unknown): value is FnbOutlet =>
  (FNB_OUTLETS as readonly unknown[]).includes(value);

/** The GST rates the item form offers, as basis points. */
export const TAX_RATES = FNB_TAX_RATES;

/** The menu's words for the parts the catalog forms share (`components/admin-form-parts`). */
export const MENU_FORM_TEXTS: AdminFormTexts = {
  save: 'fnb:admin.save',
  cancel: 'fnb:admin.cancel',
  close: 'fnb:admin.cancel',
  sort: 'fnb:admin.fields.sort',
  sortHint: 'fnb:admin.fields.sortHint',
  active: 'fnb:admin.fields.activeLong',
};

/** The menu's words for deleting a record by its name (each screen adds why one in use is refused). */
export const MENU_DELETE_TEXTS = {
  title: 'fnb:admin.delete.title',
  text: 'fnb:admin.delete.text',
  deleted: 'fnb:admin.deleted',
} as const satisfies DeleteTexts;
