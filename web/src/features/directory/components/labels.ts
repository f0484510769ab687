import {
  DIRECTORY_FIELDS,
  DIRECTORY_KINDS,
  MEMBERSHIP_TYPES,
  SPORTS,
  STAFF_ROLES,
  SUPPLIER_KINDS,
} from '@club/contracts/core';
import { statusFamily } from '../../../components/status-badge';
import { keyMap } from '../../../lib/i18n';

/** The directory's words for its lists of values. */
export const FIELD_KEYS = keyMap('directory:field.', DIRECTORY_FIELDS);
export const KIND_KEYS = keyMap('directory:kind.', DIRECTORY_KINDS);
export const SUPPLIER_KIND_KEYS = keyMap('directory:supplierKind.', SUPPLIER_KINDS);
export const TYPE_KEYS = keyMap('members:type.', MEMBERSHIP_TYPES);
export const SPORT_KEYS = keyMap('members:sports.', SPORTS);
export const ROLE_KEYS = keyMap('common:roles.', STAFF_ROLES);

/** A member's place in the directory, as the staff list shows it. */
export const LISTED_FAMILY = statusFamily({
  colors: { listed: 'green', unlisted: 'gray' },
  keys: { listed: 'directory:admin.listedYes', unlisted: 'directory:admin.listedNo' },
});
