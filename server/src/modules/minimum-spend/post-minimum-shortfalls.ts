import { and, eq, inArray, lt } from 'drizzle-orm';
import { MEMBERSHIP_TYPES } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { ledgerEntries, members } from '../../db/schema/index.ts';
import { ledgerTextColumns } from '../ledger/index.ts';
import { getSettings } from '../settings/index.ts';
import { addMonths, monthOf, monthRange } from '../statements/index.ts';
import { spendWhere, spentColumn } from './month-spend.ts';

/** Rows a statement inserts at most (a big club's members go in a few). */
const BATCH = 500;

export interface ShortfallRun {
  month: string;
  /** Entries this run posted (0 on a re-run). */
  posted: number;
}

/**
 * Charges each active member the month's food-and-beverage shortfall: the minimum of their
 * membership type (general settings) less what they spent in the club's month (before tax),
 * when positive, as one ledger charge at the month's last moment, so it stands on that month's
 * statement in the member's language. The month is the last one ended unless named; one not
 * yet ended is left alone. A member who joined during the month is not charged for it. The
 * ledger's (member, source, source id, kind) key makes it once: a re-run, a second process or
 * a retry posts nothing more.
 */
export async function postMinimumShortfalls(
  ctx: AppContext,
  _actor: Actor,
  input: { month?: string } = {},
): Promise<ShortfallRun> {
  const settings = await getSettings(ctx.db);
  const current = monthOf(ctx.clock.now(), settings.timeZone);
  const month = input.month ?? addMonths(current, -1);
  if (month >= current) return { month, posted: 0 };
  const types = MEMBERSHIP_TYPES.filter((type) => (settings.minimumSpend[type] ?? 0) > 0);
  if (types.length === 0) return { month, posted: 0 };
  const { from, to } = monthRange(month, settings.timeZone);
  const postedAt = new Date(to.getTime() - 1000);

  return ctx.db.transaction(async (tx) => {
    const spends = await tx
      .select({ id: members.id, type: members.membershipType, spent: spentColumn })
      .from(members)
      .leftJoin(ledgerEntries, and(eq(ledgerEntries.memberId, members.id), spendWhere(from, to)))
      .where(
        and(
          eq(members.status, 'Active'),
          inArray(members.membershipType, types),
          lt(members.joinedOn, `${month}-01`),
        ),
      )
      .groupBy(members.id, members.membershipType);
    const rows = spends.flatMap(({ id, type, spent }) => {
      const minimum = settings.minimumSpend[type];
      // Credits for an earlier month's orders never make the month's spend negative.
      const spentInMonth = Math.max(0, Number(spent));
      const shortfall = minimum - spentInMonth;
      if (shortfall <= 0) return [];
      return [
        {
          memberId: id,
          kind: 'charge' as const,
          source: 'minimum_spend' as const,
          sourceId: month,
          ...ledgerTextColumns({
            key: 'minimum.shortfall',
            params: { month, minimum, spent: spentInMonth },
          }),
          amount: shortfall,
          taxAmount: 0,
          postedAt,
        },
      ];
    });
    let posted = 0;
    for (let i = 0; i < rows.length; i += BATCH) {
      const done = await tx
        .insert(ledgerEntries)
        .values(rows.slice(i, i + BATCH))
        .onConflictDoNothing()
        .returning({ id: ledgerEntries.id });
      posted += done.length;
    }
    return { month, posted };
  });
}
