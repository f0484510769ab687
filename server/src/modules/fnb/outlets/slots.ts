import { fnbSlotTimes } from '@club/contracts';
import type { ClubMoment } from '../../../lib/club-time.ts';

/*
 * Pickup and delivery slots (DOMAIN.md: every 30 minutes from 07:30 to 22:30, not before now
 * plus the kitchen's lead time), within the outlet's hours, each taking at most the outlet's
 * slot capacity of orders (pending card orders count).
 */

const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

export interface SlotRules {
  opensAt: string;
  closesAt: string;
  leadMinutes: number;
  slotCapacity: number;
}

export type SlotVerdict = 'past' | 'closed' | 'full' | null;

/** Why a slot of today cannot be chosen now (null: it can). */
export function slotVerdict(
  time: string,
  outlet: SlotRules,
  now: ClubMoment,
  ordersInSlot: number,
): SlotVerdict {
  if (!fnbSlotTimes().includes(time)) return 'closed';
  if (minutes(time) < minutes(now.time) + outlet.leadMinutes) return 'past';
  if (time < outlet.opensAt || time > outlet.closesAt) return 'closed';
  if (ordersInSlot >= outlet.slotCapacity) return 'full';
  return null;
}
