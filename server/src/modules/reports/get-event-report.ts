import type { EventReportResponse, Language } from '@club/contracts';
import type { Actor } from '../../actor.ts';
import type { AppContext } from '../../context.ts';
import { eventReport } from './event-report.ts';

/** Admin "Event Booking Report": one event's bookings with totals (404 for no such event). */
export async function getEventReport(
  ctx: AppContext,
  _actor: Actor,
  input: { eventId: number; lang: Language },
): Promise<EventReportResponse> {
  return eventReport(ctx.db, input);
}
