import { SUCCESS_TEXTS, type LoginTroubleRequest } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { enqueueMail } from '../../jobs/outbox.ts';
import { mailTemplates } from './mails.ts';
import { getSettingsRow } from '../settings/index.ts';

/** /loginTrouble: mails the club's IT admin. */
export async function reportLoginTrouble(
  ctx: AppContext,
  actor: Actor,
  input: LoginTroubleRequest,
): Promise<string> {
  await ctx.db.transaction(async (tx) => {
    const settings = await getSettingsRow(tx);
    await enqueueMail(
      tx,
      mailTemplates.loginTrouble(settings.itAdminEmail, settings.clubName, {
        name: input.name,
        code: input.code ?? '',
        email: input.email,
        phone: input.phone ?? '',
        message: input.message,
      }),
    );
  });
  return SUCCESS_TEXTS.loginTrouble;
}
