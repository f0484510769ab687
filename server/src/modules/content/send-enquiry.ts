import type { enquiryRequest, MessageResponse } from '@club/contracts';
import type { z } from 'zod';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { enquiries } from '../../db/schema/index.ts';
import { enqueueMail } from '../../jobs/outbox.ts';
import { getSettingsRow } from '../settings/index.ts';
import { enquiryMail } from './enquiry-mail.ts';

const ENQUIRY_SENT = 'Thank you. Your enquiry has been sent to the club office.';

/**
 * /Contactus: stores the enquiry (with the sender's address) and mails the club office, in one
 * transaction.
 */
export async function sendEnquiry(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof enquiryRequest>,
): Promise<MessageResponse> {
  await ctx.db.transaction(async (tx) => {
    const settings = await getSettingsRow(tx);
    await tx.insert(enquiries).values({ ...input, ip: actor.ip });
    await enqueueMail(tx, enquiryMail(settings.email, settings.clubName, input));
  });
  return { message: ENQUIRY_SENT };
}
