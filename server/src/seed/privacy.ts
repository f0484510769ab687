import { eq } from 'drizzle-orm';
import { DATA_EXPORT_LINK_DAYS } from '@club/contracts';
import type { DbOrTx } from '../db/client.ts';
import { dataExports, members } from '../db/schema/index.ts';

const DAY = 86_400_000;

/**
 * M1001's earlier download of their data, made five weeks ago and long expired (its files
 * gone), so Download My Data is not empty on first start. Once: a member with one is left.
 */
export async function seedDataExports(db: DbOrTx, now = new Date()): Promise<void> {
  const [m] = await db.select({ id: members.id }).from(members).where(eq(members.code, 'M1001'));
  if (!m) return;
  const [any] = await db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(eq(dataExports.memberId, m.id))
    .limit(1);
  if (any) return;
  const asked = new Date(now.getTime() - 35 * DAY);
  const ready = new Date(asked.getTime() + 60_000);
  await db.insert(dataExports).values({
    memberId: m.id,
    status: 'expired',
    language: 'en',
    createdAt: asked,
    readyAt: ready,
    expiresAt: new Date(ready.getTime() + DATA_EXPORT_LINK_DAYS * DAY),
  });
}
