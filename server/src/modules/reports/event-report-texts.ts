import type { EventBookingStatus, EventBookingWho, Language } from '@club/contracts';

/** The Event Booking Report's generated texts (CSV and door list) in the reader's language. */
export interface EventReportTexts {
  header: string[];
  who: Record<EventBookingWho, string>;
  status: Record<EventBookingStatus, string>;
  attended: (a: boolean | null) => string;
  veg: string;
  nonVeg: string;
  total: string;
  table: (size: number) => string;
  doorList: string;
  doorHeader: [string, string, string, string, string];
  heads: (n: number) => string;
  page: (p: number, of: number) => string;
  place: (title: string, when: string, venue: string) => string;
}

export const EVENT_REPORT_TEXTS: Record<Language, EventReportTexts> = {
  en: {
    header: [
      'Booking',
      'Member code',
      'Member name',
      'Category',
      'Who is coming',
      'Dependents',
      'Guests',
      'Veg buffets',
      'Non-veg buffets',
      'Table request',
      'Table reply',
      'Heads',
      'Amount',
      'Status',
      'Attendance',
    ],
    who: { member: 'Member', spouse: 'Spouse', both: 'Member and spouse' },
    status: {
      pending_payment: 'Awaiting payment',
      booked: 'Booked',
      confirmed: 'Confirmed',
      cancelled: 'Cancelled',
    },
    attended: (a) => (a === null ? '' : a ? 'Attended' : 'No-show'),
    veg: 'Veg',
    nonVeg: 'Non-veg',
    total: 'Total',
    table: (n) => `Table of ${n}`,
    doorList: 'Door list',
    doorHeader: ['Member', 'Code', 'Who is coming', 'Heads', 'Arrived'],
    heads: (n) => `${n} heads`,
    page: (p, of) => `Page ${p} of ${of}`,
    place: (t, w, v) => `${t}, ${w}, ${v}`,
  },
  es: {
    header: [
      'Reserva',
      'Código de socio',
      'Nombre del socio',
      'Categoría',
      'Quién asiste',
      'Dependientes',
      'Invitados',
      'Bufés vegetarianos',
      'Bufés no vegetarianos',
      'Mesa solicitada',
      'Respuesta sobre la mesa',
      'Personas',
      'Importe',
      'Estado',
      'Asistencia',
    ],
    who: { member: 'Socio', spouse: 'Cónyuge', both: 'Socio y cónyuge' },
    status: {
      pending_payment: 'Pendiente de pago',
      booked: 'Reservada',
      confirmed: 'Confirmada',
      cancelled: 'Cancelada',
    },
    attended: (a) => (a === null ? '' : a ? 'Asistió' : 'No asistió'),
    veg: 'Vegetariano',
    nonVeg: 'No vegetariano',
    total: 'Total',
    table: (n) => `Mesa de ${n}`,
    doorList: 'Lista de entrada',
    doorHeader: ['Socio', 'Código', 'Quién asiste', 'Personas', 'Llegó'],
    heads: (n) => `${n} personas`,
    page: (p, of) => `Página ${p} de ${of}`,
    place: (t, w, v) => `${t}, ${w}, ${v}`,
  },
  de: {
    header: [
      'Buchung',
      'Mitgliedsnummer',
      'Mitglied',
      'Kategorie',
      'Wer kommt',
      'Angehörige',
      'Gäste',
      'Vegetarische Buffets',
      'Nicht-vegetarische Buffets',
      'Tischwunsch',
      'Antwort zum Tisch',
      'Personen',
      'Betrag',
      'Status',
      'Anwesenheit',
    ],
    who: { member: 'Mitglied', spouse: 'Ehepartner', both: 'Mitglied und Ehepartner' },
    status: {
      pending_payment: 'Zahlung ausstehend',
      booked: 'Gebucht',
      confirmed: 'Bestätigt',
      cancelled: 'Storniert',
    },
    attended: (a) => (a === null ? '' : a ? 'Anwesend' : 'Nicht erschienen'),
    veg: 'Vegetarisch',
    nonVeg: 'Nicht vegetarisch',
    total: 'Summe',
    table: (n) => `Tisch für ${n}`,
    doorList: 'Einlassliste',
    doorHeader: ['Mitglied', 'Nummer', 'Wer kommt', 'Personen', 'Da'],
    heads: (n) => `${n} Personen`,
    page: (p, of) => `Seite ${p} von ${of}`,
    place: (t, w, v) => `${t}, ${w}, ${v}`,
  },
};
