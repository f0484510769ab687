import { eq, sql } from 'drizzle-orm';
import type { DirectoryField } from '@club/contracts';
import type { DbOrTx } from '../db/client.ts';
import { members, suppliers } from '../db/schema/index.ts';

/** The contact fields the listed factory members share, in turn. */
const SHARES: DirectoryField[][] = [['email'], ['mobile'], ['email', 'mobile', 'address'], []];

/**
 * The directory: M1002 (Kavita Rao) is listed and shares her e-mail and mobile; M1001 (Arjun
 * Mehta) starts unlisted, as every member does until they choose; M1003 (Rohan Desai) is
 * clearly unlisted; one in three of the factory members (M1005, M1008, ...) is listed, sharing
 * different fields in turn. Plus the office's suppliers.
 */
export async function seedDirectory(db: DbOrTx): Promise<void> {
  await db
    .update(members)
    .set({ directoryListed: true, directoryShares: ['email', 'mobile'] })
    .where(eq(members.code, 'M1002'));
  for (let k = 0; k < SHARES.length; k++) {
    await db
      .update(members)
      .set({ directoryListed: true, directoryShares: SHARES[k]! })
      .where(
        sql`${members.code} ~ '^M[0-9]+$'
          and substring(${members.code} from 2)::int >= 1004
          and (substring(${members.code} from 2)::int - 1004) % 3 = 1
          and ((substring(${members.code} from 2)::int - 1004) / 3) % ${SHARES.length} = ${k}`,
      );
  }
  await db.insert(suppliers).values([
    {
      name: 'Gokul Dairy Farms',
      kind: 'food',
      contactPerson: 'Ramesh Patil',
      phone: '+91 22 2555 0101',
      email: 'orders@gokuldairy.example',
      notes: 'Milk, curd and paneer every morning at 6:00; invoices fortnightly.',
    },
    {
      name: 'Sterling Linen Services',
      kind: 'linen',
      contactPerson: 'Anita Fernandes',
      phone: '+91 22 2555 0202',
      email: 'service@sterlinglinen.example',
      notes: 'Chambers bed linen and banquet table cloths; pickup Mon, Wed, Fri.',
    },
    {
      name: 'Cosco Sports Goods',
      kind: 'sports',
      contactPerson: 'Imran Shaikh',
      phone: '+91 22 2555 0303',
      email: 'sales@coscosports.example',
      notes: 'Tennis and squash balls, cricket nets; 10% club discount.',
    },
    {
      name: 'Western Electricals',
      kind: 'maintenance',
      contactPerson: 'Suresh Nair',
      phone: '+91 22 2555 0404',
      email: '',
      notes: 'Annual maintenance contract for the generators and lifts.',
    },
  ]);
}
