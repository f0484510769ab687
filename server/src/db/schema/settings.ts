import { jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import {
  DEFAULT_CANCELLATION_POLICIES,
  DEFAULT_OFFICE_HOURS,
  NO_MINIMUM_SPEND,
  type CancellationPolicies,
  type MinimumSpend,
  type OfficeHours,
  type SettingsTranslations,
} from '@club/contracts';
import { updatedAt } from './columns.ts';

/** The club's general settings: one row (id = 1). */
export const clubSettings = pgTable('club_settings', {
  id: smallint('id').primaryKey().default(1),
  clubName: text('club_name').notNull(),
  shortName: text('short_name').notNull(),
  address: text('address').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  itAdminEmail: text('it_admin_email').notNull(),
  clubTimings: text('club_timings').notNull(),
  /**
   * The office's opening hours by weekday (contracts' officeHoursSchema): feedback targets count
   * them, and the footer and contact page show them.
   */
  officeHours: jsonb('office_hours').$type<OfficeHours>().notNull().default(DEFAULT_OFFICE_HOURS),
  financialYearStartMonth: smallint('financial_year_start_month').notNull().default(4),
  currency: text('currency').notNull().default('INR'),
  timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
  /** The Spanish and German versions of the club timings (contracts' settingsTranslationsSchema). */
  translations: jsonb('translations').$type<Partial<SettingsTranslations>>().notNull().default({}),
  /** The refund tiers for cancelled room stays and hall functions (contracts' cancellation-policy). */
  cancellationPolicies: jsonb('cancellation_policies')
    .$type<CancellationPolicies>()
    .notNull()
    .default(DEFAULT_CANCELLATION_POLICIES),
  /**
   * Each membership type's monthly food-and-beverage minimum, minor units (contracts'
   * minimumSpendSchema; 0: none): the month's shortfall is charged at its end (minimum-spend).
   */
  minimumSpend: jsonb('minimum_spend').$type<MinimumSpend>().notNull().default(NO_MINIMUM_SPEND),
  updatedAt: updatedAt(),
});
