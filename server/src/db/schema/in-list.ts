import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column in ('a','b')` for a check constraint, from the contracts' array of the values (a
 * check is DDL: the values are written in as SQL literals, not bound as parameters).
 */
export function inList<C extends AnyPgColumn>(
  column: C,
  values: readonly (C['_']['data'] & string)[],
): SQL {
  const literals = values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',');
  return sql`${column} in (${sql.raw(literals)})`;
}
