import type { ClubSettings, MembershipType } from '@club/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { monthOf, monthRange } from '../statements/index.ts';
import { memberSpend } from './month-spend.ts';

export interface MinimumSpendProgress {
  month: string;
  minimum: number;
  spent: number;
}

/**
 * The club month's minimum of the member's membership type and what they spent towards it so
 * far (the dashboard's card); null when the type has no minimum.
 */
export async function minimumSpendProgress(
  db: DbOrTx,
  member: { id: number; membershipType: MembershipType },
  settings: Pick<ClubSettings, 'minimumSpend' | 'timeZone'>,
  now: Date,
): Promise<MinimumSpendProgress | null> {
  const minimum = settings.minimumSpend[member.membershipType] ?? 0;
  if (minimum <= 0) return null;
  const month = monthOf(now, settings.timeZone);
  const { from, to } = monthRange(month, settings.timeZone);
  return { month, minimum, spent: await memberSpend(db, member.id, from, to) };
}
