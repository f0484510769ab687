import { eq } from 'drizzle-orm';
import type { AffiliatedClub, CommitteeMember, SiteImage, SiteImageKind } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { affiliatedClubs, committeeMembers, siteImages } from '../../db/schema/index.ts';
import { changePublicData, type PublicReadTopic } from '../../live/public-reads.ts';
import { writeAudit } from '../audit/index.ts';
import { notFound } from '../../lib/errors.ts';

/*
 * The simple lists of the public site staff keep up to date: committee members, affiliated
 * clubs, home banners and gallery photos. Each change is audited in its transaction; the use
 * cases (list-*, save-*, remove-*) share the row mappers and the audited writes here.
 */

export const toCommitteeMember = ({
  createdAt: _c,
  ...r
}: typeof committeeMembers.$inferSelect): CommitteeMember => r;

export const toAffiliatedClub = ({
  createdAt: _c,
  ...r
}: typeof affiliatedClubs.$inferSelect): AffiliatedClub => r;

export const toSiteImage = ({
  createdAt: _c,
  ...r
}: typeof siteImages.$inferSelect): SiteImage => ({
  ...r,
  kind: r.kind as SiteImageKind,
});

type Table = typeof committeeMembers | typeof affiliatedClubs | typeof siteImages;

/** The audit entity of each list: its actions are `<entity>.create|update|delete`. */
type ListEntity = 'committee_member' | 'affiliated_club' | 'site_image';

const ENTITY = new Map<Table, ListEntity>([
  [committeeMembers, 'committee_member'],
  [affiliatedClubs, 'affiliated_club'],
  [siteImages, 'site_image'],
]);

/** The cached public reads each table is shown by. */
const TOPIC = new Map<Table, PublicReadTopic>([
  [committeeMembers, 'committee'],
  [affiliatedClubs, 'affiliated'],
  [siteImages, 'site_images'],
]);

/** Adds an entry (id null) or changes one; answers the saved row. */
export async function saveEntry<T extends Table>(
  ctx: AppContext,
  actor: Actor,
  table: T,
  id: number | null,
  values: Record<string, unknown>,
): Promise<T['$inferSelect']> {
  const entity = ENTITY.get(table)!;
  // The three tables share an id column; Drizzle's types want one concrete table.
  const t = table as typeof committeeMembers;
  const v = values as typeof committeeMembers.$inferInsert;
  return changePublicData(ctx, [TOPIC.get(table)!], async (tx) => {
    if (id === null) {
      const [row] = await tx.insert(t).values(v).returning();
      await writeAudit(tx, actor, {
        action: `${entity}.create`,
        entity,
        entityId: row!.id,
        after: values,
      });
      return row!;
    }
    const [before] = await tx.select().from(t).where(eq(t.id, id)).for('update');
    if (!before) throw notFound('This entry no longer exists.');
    const [row] = await tx.update(t).set(v).where(eq(t.id, id)).returning();
    await writeAudit(tx, actor, {
      action: `${entity}.update`,
      entity,
      entityId: id,
      before,
      after: values,
    });
    return row!;
  });
}

export async function removeEntry(
  ctx: AppContext,
  actor: Actor,
  table: Table,
  id: number,
): Promise<void> {
  const entity = ENTITY.get(table)!;
  await changePublicData(ctx, [TOPIC.get(table)!], async (tx) => {
    const t = table as typeof committeeMembers;
    const [before] = await tx.delete(t).where(eq(t.id, id)).returning();
    if (!before) throw notFound('This entry no longer exists.');
    await writeAudit(tx, actor, {
      action: `${entity}.delete`,
      entity,
      entityId: id,
      before,
    });
  });
}
