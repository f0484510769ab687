import { BANQUET_ADDON_PRICINGS, BANQUET_PACKAGE_TYPES } from '@club/contracts/core';
import { keyMap } from '../../../lib/i18n';

/** The text of each package type (veg, non-veg). */
export const PACKAGE_TYPE_KEYS = keyMap('banquets:type.', BANQUET_PACKAGE_TYPES);
/** The text of each add-on pricing (per guest, flat). */
export const PRICING_KEYS = keyMap('banquets:pricing.', BANQUET_ADDON_PRICINGS);
/** The labels of a hall's money fields. */
export const HALL_MONEY_KEYS = keyMap('banquets:halls.fields.', [
  'cost4h',
  'cost8h',
  'electricity4h',
  'electricity8h',
  'projectorCost',
  'musicCost',
  'valetCost',
] as const);
