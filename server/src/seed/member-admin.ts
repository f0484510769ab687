import type { AuditAction, AuditEntity } from '@club/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { auditLog, memberCredentials, members, staffUsers } from '../db/schema/index.ts';
import { hashSecret, randomPin } from '../lib/crypto.ts';

const REASONS: Record<string, string[]> = {
  Suspended: ['Dues unpaid for three months', 'Committee decision (conduct)'],
  Lapsed: ['Subscription not renewed', 'Did not renew after the temporary term'],
  Resigned: ['Letter of resignation received', 'Moved abroad'],
  Deceased: ['Intimation from the family'],
};

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);

/**
 * One entry of the admin's history of a member, typed as `writeAudit`'s: its action is one of
 * the contracts' `AUDIT_ACTIONS` and its entity the member.
 */
function memberEntry(
  adminId: number,
  days: number,
  action: AuditAction,
  memberId: number,
  change: { before: unknown; after: unknown },
): typeof auditLog.$inferInsert {
  return {
    at: daysAgo(days),
    actorStaffId: adminId,
    action,
    entity: 'member' satisfies AuditEntity,
    entityId: String(memberId),
    ...change,
  };
}

/**
 * Demo data of member management: the admin's history of status changes and edits in the
 * audit log, and one member whose first PIN is still waiting to be used.
 */
export async function seedMemberAdmin(db: DbOrTx, scryptCost: number): Promise<void> {
  const [admin] = await db.select().from(staffUsers).where(eq(staffUsers.code, 'admin'));
  if (!admin) return;

  // Every member who is not Active got there by an audited status change.
  const changed = await db
    .select({ id: members.id, status: members.status })
    .from(members)
    .where(ne(members.status, 'Active'))
    .orderBy(asc(members.id));
  await db.insert(auditLog).values(
    changed.map((m, i) => {
      const reasons = REASONS[m.status] ?? ['Office decision'];
      return memberEntry(admin.id, 20 + ((i * 37) % 320), 'member.status', m.id, {
        before: { status: 'Active' },
        after: { status: m.status, reason: reasons[i % reasons.length] },
      });
    }),
  );

  // A few edits of the named demo members.
  const byCode = async (code: string) =>
    (await db.select().from(members).where(eq(members.code, code)))[0];
  const m1001 = await byCode('M1001');
  const m1002 = await byCode('M1002');
  if (m1001) {
    await db.insert(auditLog).values(
      memberEntry(admin.id, 95, 'member.update', m1001.id, {
        before: { creditLimit: 2_500_000, sportsInterests: ['Cricket'] },
        after: { creditLimit: m1001.creditLimit, sportsInterests: m1001.sportsInterests },
      }),
    );
  }
  if (m1002) {
    await db.insert(auditLog).values(
      memberEntry(admin.id, 41, 'member.update', m1002.id, {
        before: { mobile: '+91 98200 45678', address: '4 Carmichael Road, Mumbai 400026' },
        after: { mobile: m1002.mobile, address: m1002.address },
      }),
    );
  }

  // A long-standing member the office gave online access last week: the mailed PIN is unused.
  const [fresh] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.status, 'Active'),
        sql`${members.email} is not null`,
        sql`not exists (select 1 from member_credentials c where c.member_id = ${members.id})`,
        sql`${members.code} <> all(array['M1001','M1002','M1003'])`,
      ),
    )
    .orderBy(asc(members.id))
    .limit(1);
  if (fresh) {
    await db.insert(memberCredentials).values({
      memberId: fresh.id,
      pinHash: null,
      tempPinHash: await hashSecret(randomPin(6), scryptCost),
      tempPinExpiresAt: sql`now() + interval '1 day'`, // issued 6 days ago, valid 7
      mustChange: true,
    });
    await db.insert(auditLog).values(
      memberEntry(admin.id, 6, 'member.reset_pin', fresh.id, {
        before: null,
        after: { mailedTo: fresh.email },
      }),
    );
  }
}
