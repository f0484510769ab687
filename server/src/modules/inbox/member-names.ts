import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { getSettingsRow } from '../settings/index.ts';

/** Who the messages are from: the club (its name) or, in "sent", the member. */
export async function sendersOf(db: DbOrTx, memberId: number) {
  const [settings, [m]] = await Promise.all([
    getSettingsRow(db),
    db
      .select({ first: members.firstName, last: members.lastName })
      .from(members)
      .where(eq(members.id, memberId)),
  ]);
  return { club: settings.clubName, member: m ? `${m.first} ${m.last}` : '' };
}
