import type { AudiencePreviewResponse, BroadcastAudience } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { countAudience } from './audience.ts';
import { audienceEmpty } from './compose.ts';

/** How many people an audience matches now (shown before sending); nobody: 422 `audience`. */
export async function previewAudience(
  ctx: AppContext,
  _actor: Actor,
  input: { audience: BroadcastAudience },
): Promise<AudiencePreviewResponse> {
  const count = await countAudience(ctx.db, input.audience);
  if (count === 0) throw audienceEmpty();
  return { count };
}
