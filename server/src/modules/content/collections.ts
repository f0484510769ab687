import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type {
  AffiliatedClub,
  CommitteeMember,
  SiteImage,
  SiteImageKind,
  affiliatedClubRequest,
  committeeMemberRequest,
  siteImageRequest,
} from '@club/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { affiliatedClubs, committeeMembers, siteImages } from '../../db/schema/index.ts';
import { writeAudit } from '../audit/index.ts';
import { notFound } from '../../lib/errors.ts';

/*
 * The simple lists of the public site staff keep up to date: committee members, affiliated
 * clubs, home banners and gallery photos. Each change is audited in its transaction.
 */

export async function listCommittee(db: DbOrTx): Promise<CommitteeMember[]> {
  const rows = await db
    .select()
    .from(committeeMembers)
    .orderBy(asc(committeeMembers.sort), asc(committeeMembers.id));
  return rows.map(({ createdAt: _c, ...r }) => r);
}

export async function listAffiliated(db: DbOrTx): Promise<AffiliatedClub[]> {
  const rows = await db
    .select()
    .from(affiliatedClubs)
    .orderBy(asc(affiliatedClubs.sort), asc(affiliatedClubs.name));
  return rows.map(({ createdAt: _c, ...r }) => r);
}

export async function listSiteImages(db: DbOrTx, kind?: SiteImageKind): Promise<SiteImage[]> {
  const rows = await db
    .select()
    .from(siteImages)
    .where(kind ? eq(siteImages.kind, kind) : undefined)
    .orderBy(asc(siteImages.kind), asc(siteImages.sort), asc(siteImages.id));
  return rows.map(({ createdAt: _c, ...r }) => ({ ...r, kind: r.kind as SiteImageKind }));
}

type Table = typeof committeeMembers | typeof affiliatedClubs | typeof siteImages;

const ENTITY = new Map<Table, string>([
  [committeeMembers, 'committee_member'],
  [affiliatedClubs, 'affiliated_club'],
  [siteImages, 'site_image'],
]);

async function save(
  ctx: AppContext,
  request: FastifyRequest,
  table: Table,
  id: number | null,
  values: Record<string, unknown>,
): Promise<number> {
  const entity = ENTITY.get(table)!;
  // The three tables share an id column; Drizzle's types want one concrete table.
  const t = table as typeof committeeMembers;
  const v = values as typeof committeeMembers.$inferInsert;
  return ctx.db.transaction(async (tx) => {
    if (id === null) {
      const [row] = await tx.insert(t).values(v).returning({ id: t.id });
      await writeAudit(tx, request.actor, {
        action: `${entity}.create`,
        entity,
        entityId: row!.id,
        after: values,
      });
      return row!.id;
    }
    const [before] = await tx.select().from(t).where(eq(t.id, id)).for('update');
    if (!before) throw notFound('This entry no longer exists.');
    await tx.update(t).set(v).where(eq(t.id, id));
    await writeAudit(tx, request.actor, {
      action: `${entity}.update`,
      entity,
      entityId: id,
      before,
      after: values,
    });
    return id;
  });
}

export async function removeEntry(
  ctx: AppContext,
  request: FastifyRequest,
  table: Table,
  id: number,
): Promise<void> {
  const entity = ENTITY.get(table)!;
  await ctx.db.transaction(async (tx) => {
    const t = table as typeof committeeMembers;
    const [before] = await tx.delete(t).where(eq(t.id, id)).returning();
    if (!before) throw notFound('This entry no longer exists.');
    await writeAudit(tx, request.actor, {
      action: `${entity}.delete`,
      entity,
      entityId: id,
      before,
    });
  });
}

export const saveCommitteeMember = (
  ctx: AppContext,
  request: FastifyRequest,
  id: number | null,
  input: z.output<typeof committeeMemberRequest>,
) => save(ctx, request, committeeMembers, id, input);

export const saveAffiliatedClub = (
  ctx: AppContext,
  request: FastifyRequest,
  id: number | null,
  input: z.output<typeof affiliatedClubRequest>,
) => save(ctx, request, affiliatedClubs, id, input);

export const saveSiteImage = (
  ctx: AppContext,
  request: FastifyRequest,
  id: number | null,
  input: z.output<typeof siteImageRequest>,
) => save(ctx, request, siteImages, id, input);

export { affiliatedClubs, committeeMembers, siteImages };
