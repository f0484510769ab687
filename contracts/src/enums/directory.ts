/** The contact fields a member may share in the directory (none until they choose). */
export const DIRECTORY_FIELDS = ['email', 'mobile', 'address'] as const;
export type DirectoryField = (typeof DIRECTORY_FIELDS)[number];

/** The kinds of supplier the office keeps in its directory. */
export const SUPPLIER_KINDS = [
  'food',
  'linen',
  'sports',
  'maintenance',
  'services',
  'other',
] as const;
export type SupplierKind = (typeof SUPPLIER_KINDS)[number];

/** What the staff directory lists: members, staff users, suppliers, affiliated clubs. */
export const DIRECTORY_KINDS = ['members', 'staff', 'suppliers', 'clubs'] as const;
export type DirectoryKind = (typeof DIRECTORY_KINDS)[number];

/** The member directory's orders (SPEC.md §7 sortBy). */
export const DIRECTORY_SORTS = ['name', 'membershipType'] as const;
