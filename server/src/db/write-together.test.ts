import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers.ts';
import { auditLog, clubSettings, outbox } from './schema/index.ts';
import { writeTogether } from './write-together.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.drop());

const audit = (entityId: string) =>
  database.db.insert(auditLog).values({ action: 'settings.update', entity: 'settings', entityId });
const auditsOf = async (entityId: string) =>
  (await database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId))).length;
const jobsOf = async (marker: string) =>
  (
    await database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'marker' = ${marker}`)
  ).length;

describe('writeTogether: several writes in one statement', () => {
  it('runs every write once and counts the rows the last returned', async () => {
    const n = await writeTogether(
      database.db,
      [
        audit('wt-1'),
        audit('wt-1'),
        database.db.insert(outbox).values({ topic: 'mail', payload: { marker: 'wt-1' } as never }),
      ],
      database.db
        .update(clubSettings)
        .set({ clubName: sql`${clubSettings.clubName}` })
        .where(eq(clubSettings.id, -1))
        .returning({ id: clubSettings.id }),
    );
    expect(n).toBe(0);
    expect(await auditsOf('wt-1')).toBe(2);
    expect(await jobsOf('wt-1')).toBe(1);
    expect(await writeTogether(database.db, [], audit('wt-2').returning({ id: auditLog.id }))).toBe(
      1,
    );
    expect(await writeTogether(database.db, [])).toBe(0);
  });

  it('keeps none of them when one fails', async () => {
    await expect(
      writeTogether(database.db, [
        audit('wt-3'),
        // A job without a topic is refused (not null), and the audit entry goes with it.
        database.db.insert(outbox).values({ topic: null as never, payload: {} as never }),
      ]),
    ).rejects.toThrow();
    expect(await auditsOf('wt-3')).toBe(0);
  });
});
