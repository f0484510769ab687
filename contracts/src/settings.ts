import { z } from 'zod';

export const clubSettingsSchema = z.object({
  clubName: z.string(),
  shortName: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  clubTimings: z.string(),
  officeTimings: z.string(),
  /** 1..12: the month the financial year starts (India: April). */
  financialYearStartMonth: z.number().int().min(1).max(12),
  currency: z.string().length(3),
  timeZone: z.string(),
});
export type ClubSettings = z.infer<typeof clubSettingsSchema>;
