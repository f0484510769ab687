import type { ClubSettings } from '@club/contracts';
import type { Db } from '../../db/client.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import { getSettings } from './get-settings.ts';

/**
 * The club's settings from the read cache (topic `settings`: emptied by every change of them,
 * in this process and the others), for the reads that need the currency or the time zone on
 * every request (statements). Inside a transaction that may change them, use getSettings(tx).
 */
export async function cachedSettings(ctx: { db: Db; reads: ReadCache }): Promise<ClubSettings> {
  const { body } = await ctx.reads.read('settings:row', ['settings'], async () =>
    JSON.stringify(await getSettings(ctx.db)),
  );
  return JSON.parse(body) as ClubSettings;
}
