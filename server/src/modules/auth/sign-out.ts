import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { deleteSession } from '../../plugins/auth/sessions.ts';

/** Ends the session of a cookie token (nothing happens for an unknown one). */
export async function signOut(
  ctx: AppContext,
  _actor: Actor,
  input: { token: string | undefined },
): Promise<void> {
  if (input.token) await deleteSession(ctx.db, input.token);
}
