import { and, asc, count, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  toPaged,
  type StaffContact,
  type StaffDirectoryPage,
  type staffDirectoryQuery,
} from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { affiliatedClubs, members, staffUsers, suppliers } from '../../db/schema/index.ts';
import { likeTerm } from '../../lib/like-term.ts';

type Query = z.output<typeof staffDirectoryQuery>;

interface Source {
  table: PgTable;
  name: AnyColumn | SQL;
  category: AnyColumn | SQL;
  search: (AnyColumn | SQL)[];
  row: Record<string, PgColumn | SQL> & { id: PgColumn };
  toContact: (r: Record<string, unknown>) => StaffContact;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Each kind of contact: its table, its name, category and search columns, and its row. */
const SOURCES: Record<Query['kind'], Source> = {
  members: {
    table: members,
    name: sql`${members.lastName} || ' ' || ${members.firstName}`,
    category: members.membershipType,
    search: [sql`${members.firstName} || ' ' || ${members.lastName}`, members.code, members.email],
    row: {
      id: members.id,
      code: members.code,
      first: members.firstName,
      last: members.lastName,
      category: members.membershipType,
      email: members.email,
      phone: members.mobile,
      listed: members.directoryListed,
    },
    toContact: (r) => ({
      ...blank('members', r),
      name: `${str(r.first)} ${str(r.last)}`,
      code: str(r.code),
      listed: r.listed === true,
    }),
  },
  staff: {
    table: staffUsers,
    name: staffUsers.name,
    category: staffUsers.role,
    search: [staffUsers.name, staffUsers.code, staffUsers.email],
    row: {
      id: staffUsers.id,
      code: staffUsers.code,
      name: staffUsers.name,
      category: staffUsers.role,
      email: staffUsers.email,
    },
    toContact: (r) => ({ ...blank('staff', r), code: str(r.code) }),
  },
  suppliers: {
    table: suppliers,
    name: suppliers.name,
    category: suppliers.kind,
    search: [suppliers.name, suppliers.contactPerson, suppliers.email, suppliers.phone],
    row: {
      id: suppliers.id,
      name: suppliers.name,
      category: suppliers.kind,
      email: suppliers.email,
      phone: suppliers.phone,
      contactPerson: suppliers.contactPerson,
      notes: suppliers.notes,
    },
    toContact: (r) => ({
      ...blank('suppliers', r),
      contactPerson: str(r.contactPerson),
      notes: str(r.notes),
    }),
  },
  clubs: {
    table: affiliatedClubs,
    name: affiliatedClubs.name,
    category: sql`${affiliatedClubs.city} || ', ' || ${affiliatedClubs.country}`,
    search: [affiliatedClubs.name, affiliatedClubs.city, affiliatedClubs.country],
    row: {
      id: affiliatedClubs.id,
      name: affiliatedClubs.name,
      category: sql<string>`${affiliatedClubs.city} || ', ' || ${affiliatedClubs.country}`,
      email: affiliatedClubs.email,
      phone: affiliatedClubs.phone,
      notes: affiliatedClubs.website,
    },
    toContact: (r) => ({ ...blank('clubs', r), notes: str(r.notes) }),
  },
};

function blank(kind: Query['kind'], r: Record<string, unknown>): StaffContact {
  return {
    kind,
    id: Number(r.id),
    name: str(r.name),
    code: null,
    category: str(r.category),
    email: str(r.email),
    phone: str(r.phone),
    listed: null,
    contactPerson: '',
    notes: '',
  };
}

/**
 * The staff directory: every member (listed or not), staff user, supplier or affiliated club
 * (one kind at a time), searched, sorted by name or category, a page at a time.
 */
export async function listStaffDirectory(
  ctx: AppContext,
  _actor: Actor,
  q: Query,
): Promise<StaffDirectoryPage> {
  const s = SOURCES[q.kind];
  const term = q.term ? likeTerm(q.term) : undefined;
  const where = term ? or(...s.search.map((c) => ilike(c, term))) : undefined;
  const dir = q.sortDir === 'desc' ? desc : asc;
  const order = q.sortBy === 'category' ? [dir(s.category), asc(s.name)] : [dir(s.name)];
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(s.row)
      .from(s.table)
      .where(and(where))
      .orderBy(...order, asc(s.row.id))
      .limit(q.pageSize)
      .offset(q.pageIndex * q.pageSize),
    ctx.db.select({ n: count() }).from(s.table).where(and(where)),
  ]);
  return toPaged(
    rows.map((r) => s.toContact(r as Record<string, unknown>)),
    total?.n ?? 0,
    q,
  );
}
