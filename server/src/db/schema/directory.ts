import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { SUPPLIER_KINDS } from '@club/contracts';
import { serialId, timestamps } from './columns.ts';
import { inList } from './in-list.ts';

/**
 * The club's suppliers (dairy, linen, sports goods...): the office's own contacts, kept in the
 * staff directory beside members, staff and affiliated clubs.
 */
export const suppliers = pgTable(
  'suppliers',
  {
    id: serialId(),
    name: text('name').notNull(),
    kind: text('kind', { enum: SUPPLIER_KINDS }).notNull(),
    contactPerson: text('contact_person').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    notes: text('notes').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    index('suppliers_name_idx').on(t.name),
    check('suppliers_kind_check', inList(t.kind, SUPPLIER_KINDS)),
  ],
);
