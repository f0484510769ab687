import type { Language } from '@club/contracts';

/** The calendars' own texts (the entries' come from each area), in every language. */
export const CALENDAR_TEXTS = {
  en: { feedName: (club: string) => `${club}: my bookings`, fileName: 'booking' },
  es: { feedName: (club: string) => `${club}: mis reservas`, fileName: 'reserva' },
  de: { feedName: (club: string) => `${club}: meine Buchungen`, fileName: 'buchung' },
} satisfies Record<Language, unknown>;
