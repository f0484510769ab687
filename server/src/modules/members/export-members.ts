import { asc, inArray } from 'drizzle-orm';
import {
  formatDependents,
  formatMinor,
  MEMBER_CSV_COLUMNS,
  PLAIN_AMOUNT,
  type memberListQuery,
  type MemberCsvColumn,
} from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { memberFamily, members } from '../../db/schema/index.ts';
import { writeCsv } from '../../lib/csv.ts';
import { memberFilter } from './member-filter.ts';
import { SPOUSE } from './member-record.ts';

/** The members matching the list's filters, as a CSV the import reads back. */
export async function exportMembers(
  ctx: AppContext,
  _actor: Actor,
  q: Pick<z.output<typeof memberListQuery>, 'term' | 'status' | 'membershipType'>,
): Promise<{ fileName: string; csv: string }> {
  const { db } = ctx;
  const rows = await db.select().from(members).where(memberFilter(q)).orderBy(asc(members.id));
  const family = rows.length
    ? await db
        .select()
        .from(memberFamily)
        .where(
          inArray(
            memberFamily.memberId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(memberFamily.id))
    : [];
  const familyOf = new Map<number, typeof family>();
  for (const f of family) familyOf.set(f.memberId, [...(familyOf.get(f.memberId) ?? []), f]);
  const lines = rows.map((m) => {
    const fam = familyOf.get(m.id) ?? [];
    const spouse = fam.find((f) => f.relation === SPOUSE);
    const cells: Record<MemberCsvColumn, string> = {
      code: m.code,
      title: m.title,
      firstName: m.firstName,
      lastName: m.lastName,
      gender: m.gender,
      dateOfBirth: m.dateOfBirth ?? '',
      email: m.email ?? '',
      mobile: m.mobile ?? '',
      address: m.address,
      membershipType: m.membershipType,
      status: m.status,
      joinedOn: m.joinedOn,
      spouseName: spouse?.name ?? '',
      spouseDateOfBirth: spouse?.dateOfBirth ?? '',
      dependents: formatDependents(fam.filter((f) => f.relation !== SPOUSE)),
      sportsInterests: m.sportsInterests.join('; '),
      creditLimit: formatMinor(m.creditLimit, PLAIN_AMOUNT),
      language: m.language,
    };
    return MEMBER_CSV_COLUMNS.map((c) => cells[c]);
  });
  const day = ctx.clock.now().toISOString().slice(0, 10);
  return {
    fileName: `members-${day}.csv`,
    csv: writeCsv(lines, { header: MEMBER_CSV_COLUMNS, bom: true }),
  };
}
