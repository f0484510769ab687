import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

/**
 * Copies a row of `table` under a new id with some columns set (a test's way to have, say,
 * bookings in the past, which no route would take), and answers the copy's id.
 */
export async function cloneRow(
  db: Db,
  table: string,
  id: number,
  set: Record<string, string | number>,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`create temp table clone_row on commit drop as select * from ${sql.identifier(table)} where id = ${id}`,
    );
    const sets = Object.entries(set).map(([c, v]) => sql`${sql.identifier(c)} = ${v}`);
    await tx.execute(
      sql`update clone_row set id = nextval(pg_get_serial_sequence(${table}, 'id')), ${sql.join(sets, sql`, `)}`,
    );
    const res = await tx.execute(
      sql`insert into ${sql.identifier(table)} select * from clone_row returning id`,
    );
    return Number((res.rows[0] as { id: number }).id);
  });
}
