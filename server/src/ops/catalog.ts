import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/**
 * What backup and restore read from the database's own catalog (never a hand list of tables):
 * every ordinary table of the `public` schema with its columns, its primary key and the
 * tables its foreign keys point at. The `drizzle` schema (the migrations journal) is not
 * copied: the manifest names the last migration instead, and restore writes the journal by
 * running the same migrations.
 */
export interface TableInfo {
  name: string;
  /** Columns a restore writes: all but generated ones (the database computes those). */
  columns: string[];
  /** The primary key's columns in key order; empty when the table has none. */
  primaryKey: string[];
  /** Other tables this one references (self-references left out). */
  references: string[];
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function rows<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

export async function listTables(db: DbOrTx): Promise<TableInfo[]> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        order by c.relname`,
  );
  const columns = await rows<{ table: string; column: string }>(
    db,
    sql`select c.relname as table, a.attname as column
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by c.relname, a.attnum`,
  );
  const keys = await rows<{ table: string; columns: string[] | string }>(
    db,
    sql`select c.relname as table,
               array_agg(a.attname::text order by k.ord)::text[] as columns
        from pg_constraint con join pg_class c on c.oid = con.conrelid
        join pg_namespace n on n.oid = c.relnamespace
        cross join lateral unnest(con.conkey) with ordinality as k(attnum, ord)
        join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where n.nspname = 'public' and con.contype = 'p'
        group by c.relname`,
  );
  const refs = await rows<{ table: string; target: string }>(
    db,
    sql`select distinct c.relname as table, t.relname as target
        from pg_constraint con join pg_class c on c.oid = con.conrelid
        join pg_class t on t.oid = con.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and con.contype = 'f' and c.oid <> t.oid`,
  );
  return tables.map(({ name }) => ({
    name,
    columns: columns.filter((c) => c.table === name).map((c) => c.column),
    primaryKey: pgArray(keys.find((k) => k.table === name)?.columns),
    references: refs.filter((r) => r.table === name).map((r) => r.target),
  }));
}

/** A text[] as the drivers answer it: an array (pg) or its text form '{a,b}' (older PGlite). */
function pgArray(value: string[] | string | undefined): string[] {
  if (!value) return [];
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean)
    .map((s) => s.replace(/^"|"$/g, ''));
}

/**
 * The tables in an order that satisfies their foreign keys: every table after the tables it
 * references (rows of a self-referencing table go in primary-key order, parents first). A
 * cycle between tables (none today) is broken at the alphabetically first table left, and
 * its inserts then fail loudly on the foreign key rather than restore half a club.
 */
export function insertOrder(tables: TableInfo[]): TableInfo[] {
  const left = new Map(tables.map((t) => [t.name, t]));
  const done: TableInfo[] = [];
  while (left.size) {
    const ready = [...left.values()].filter((t) => t.references.every((r) => !left.has(r)));
    const next = ready.length ? ready : [[...left.values()][0]!];
    for (const t of next) {
      done.push(t);
      left.delete(t.name);
    }
  }
  return done;
}

/** Each sequence of `public` owned by a column (serial, bigserial, identity): its table and column. */
export async function ownedSequences(
  db: DbOrTx,
): Promise<{ sequence: string; table: string; column: string }[]> {
  return rows(
    db,
    sql`select s.relname as sequence, c.relname as table, a.attname as column
        from pg_class s join pg_namespace n on n.oid = s.relnamespace
        join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass
          and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
        join pg_class c on c.oid = d.refobjid
        join pg_attribute a on a.attrelid = c.oid and a.attnum = d.refobjsubid
        where s.relkind = 'S' and n.nspname = 'public' order by s.relname`,
  );
}

/** Every sequence of `public` with its last value (for sequences no column owns). */
export async function sequenceValues(db: DbOrTx): Promise<Record<string, string | null>> {
  const found = await rows<{ name: string; last: string | null }>(
    db,
    sql`select sequencename as name, last_value::text as last from pg_sequences
        where schemaname = 'public' order by sequencename`,
  );
  return Object.fromEntries(found.map((s) => [s.name, s.last]));
}
