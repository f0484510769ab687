import { z } from 'zod';
import { emailSchema } from './auth.ts';
import {
  DIRECTORY_FIELDS,
  DIRECTORY_KINDS,
  DIRECTORY_SORTS,
  MEMBERSHIP_TYPES,
  SPORTS,
  SUPPLIER_KINDS,
} from './enums.ts';
import { listQuery, pagedResponse } from './lists.ts';
import { boundedText, idSchema } from './primitives.ts';

/*
 * The directory (SPEC.md §7 /apps/contacts): for members, the members who chose to be listed,
 * with only the contact fields each chose to share; for staff, every member, staff user,
 * supplier and affiliated club. Suppliers are the one kind written here.
 */

const oneOf = { message: 'validation.oneOf' };

/** A member's own listing: listed or not, and which contact fields they share. */
export const directoryListingSchema = z.object({
  listed: z.boolean({ message: 'validation.oneOf' }),
  shares: z
    .array(z.enum(DIRECTORY_FIELDS, oneOf), oneOf)
    .max(DIRECTORY_FIELDS.length, oneOf)
    .transform((a) => [...new Set(a)]),
});
export type DirectoryListing = z.output<typeof directoryListingSchema>;
export type DirectoryListingRequest = z.input<typeof directoryListingSchema>;

/**
 * One listed member as another member sees them. A contact field they do not share is left
 * out of the answer altogether (not null, not empty: the key is not there).
 */
export const directoryEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  membershipType: z.enum(MEMBERSHIP_TYPES),
  sports: z.array(z.enum(SPORTS)),
  hasPhoto: z.boolean(),
  email: z.string().optional(),
  mobile: z.string().optional(),
  address: z.string().optional(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

/** The member directory's query: term (longer than 1 character), sortBy, paging. */
export const directoryQuery = listQuery.extend({
  sortBy: z.enum(DIRECTORY_SORTS, oneOf).default('name'),
});
export type DirectoryQuery = z.input<typeof directoryQuery>;

export const directoryPageSchema = pagedResponse(directoryEntrySchema);
export type DirectoryPage = z.infer<typeof directoryPageSchema>;

/** The staff directory's query: which kind, and the list's term, order and page. */
export const staffDirectoryQuery = listQuery.extend({
  kind: z.enum(DIRECTORY_KINDS, oneOf).default('members'),
  sortBy: z.enum(['name', 'category'], oneOf).default('name'),
});
export type StaffDirectoryQuery = z.input<typeof staffDirectoryQuery>;

/**
 * One row of the staff directory. `category` is the member's membership type, the staff
 * user's role, the supplier's kind or the club's city; `listed` only for members.
 */
export const staffContactSchema = z.object({
  kind: z.enum(DIRECTORY_KINDS),
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullable(),
  category: z.string(),
  email: z.string(),
  phone: z.string(),
  listed: z.boolean().nullable(),
  contactPerson: z.string(),
  notes: z.string(),
});
export type StaffContact = z.infer<typeof staffContactSchema>;

export const staffDirectoryPageSchema = pagedResponse(staffContactSchema);
export type StaffDirectoryPage = z.infer<typeof staffDirectoryPageSchema>;

/** A supplier as the office keeps it. */
export const supplierItemSchema = z.object({
  name: boundedText(2, 160),
  kind: z.enum(SUPPLIER_KINDS, oneOf),
  contactPerson: z.string().trim().max(120, { message: 'validation.textLong' }).default(''),
  phone: z
    .string()
    .trim()
    .regex(/^(\+?[0-9 ()-]{7,20})?$/, { message: 'validation.phone' })
    .default(''),
  email: z.union([z.literal(''), emailSchema]).default(''),
  notes: z.string().trim().max(1000, { message: 'validation.textLong' }).default(''),
});

/** POST (add: `item` without id) and PUT (change: `item` with its id), SPEC.md §7. */
export const addSupplierRequest = z.object({ item: supplierItemSchema });
export const changeSupplierRequest = z.object({
  item: supplierItemSchema.extend({ id: idSchema }),
});
export type SupplierItem = z.input<typeof supplierItemSchema>;

export const supplierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(SUPPLIER_KINDS),
  contactPerson: z.string(),
  phone: z.string(),
  email: z.string(),
  notes: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;

/** DELETE with ids (suppliers only): all of them or none. */
export const deleteContactsRequest = z.object({
  ids: z.array(idSchema).min(1, { message: 'validation.required' }).max(100, oneOf),
});
export const deleteContactsResponse = z.object({ deleted: z.number().int() });
