import type { Language } from '@club/contracts';
import { render, type Recipient } from '../../mail/layout.ts';
import type { EventBookingNews } from './topics.ts';

/** What a booking mail says: the event, the places, the price, and a reply or reason. */
export interface EventBookingMailFacts {
  id: number;
  event: string;
  /** When it starts, written in the recipient's language and the club's time zone. */
  when: string;
  heads: number;
  /** The price, formatted in the recipient's language with the currency. */
  total: string;
  tableReply: string;
  reason: string;
  url: string;
}

type Texts = {
  hello: (name: string) => string;
  closing: string;
  facts: (f: EventBookingMailFacts) => string;
  reply: (r: string) => string;
  reason: (r: string) => string;
  action: string;
  subject: Record<EventBookingNews, (f: EventBookingMailFacts) => string>;
  body: Record<EventBookingNews, string>;
};

const TEXTS: Record<Language, Texts> = {
  en: {
    hello: (n) => `Dear ${n},`,
    closing: 'With regards,',
    facts: (f) => `${f.event}, ${f.when}: ${f.heads} place(s). Price: ${f.total}.`,
    reply: (r) => `The club's reply to your table request: ${r}`,
    reason: (r) => `Reason: ${r}`,
    action: 'My event bookings',
    subject: {
      booked: (f) => `Your booking #${f.id} for ${f.event}`,
      confirmed: (f) => `Your booking #${f.id} for ${f.event} is confirmed`,
      cancelled: (f) => `Your booking #${f.id} for ${f.event} was cancelled`,
      table_replied: (f) => `A reply to your table request (booking #${f.id})`,
    },
    body: {
      booked: 'Thank you for booking. The price is charged to your club account.',
      confirmed: 'The club office has confirmed your booking. We look forward to seeing you.',
      cancelled: 'The booking was cancelled. Any charge for it has been reversed.',
      table_replied: 'The club office has replied to your table request.',
    },
  },
  es: {
    hello: (n) => `Estimado/a ${n}:`,
    closing: 'Atentamente,',
    facts: (f) => `${f.event}, ${f.when}: ${f.heads} plaza(s). Precio: ${f.total}.`,
    reply: (r) => `Respuesta del club a su solicitud de mesa: ${r}`,
    reason: (r) => `Motivo: ${r}`,
    action: 'Mis reservas de eventos',
    subject: {
      booked: (f) => `Su reserva #${f.id} para ${f.event}`,
      confirmed: (f) => `Su reserva #${f.id} para ${f.event} está confirmada`,
      cancelled: (f) => `Su reserva #${f.id} para ${f.event} fue cancelada`,
      table_replied: (f) => `Respuesta a su solicitud de mesa (reserva #${f.id})`,
    },
    body: {
      booked: 'Gracias por su reserva. El precio se carga en su cuenta del club.',
      confirmed: 'La oficina del club ha confirmado su reserva. Le esperamos.',
      cancelled: 'La reserva fue cancelada. Se ha anulado cualquier cargo por ella.',
      table_replied: 'La oficina del club ha respondido a su solicitud de mesa.',
    },
  },
  de: {
    hello: (n) => `Guten Tag ${n},`,
    closing: 'Mit freundlichen Grüßen',
    facts: (f) => `${f.event}, ${f.when}: ${f.heads} Platz/Plätze. Preis: ${f.total}.`,
    reply: (r) => `Die Antwort des Clubs auf Ihren Tischwunsch: ${r}`,
    reason: (r) => `Grund: ${r}`,
    action: 'Meine Veranstaltungsbuchungen',
    subject: {
      booked: (f) => `Ihre Buchung #${f.id} für ${f.event}`,
      confirmed: (f) => `Ihre Buchung #${f.id} für ${f.event} ist bestätigt`,
      cancelled: (f) => `Ihre Buchung #${f.id} für ${f.event} wurde storniert`,
      table_replied: (f) => `Antwort auf Ihren Tischwunsch (Buchung #${f.id})`,
    },
    body: {
      booked: 'Vielen Dank für Ihre Buchung. Der Preis wird Ihrem Clubkonto belastet.',
      confirmed: 'Das Clubbüro hat Ihre Buchung bestätigt. Wir freuen uns auf Sie.',
      cancelled: 'Die Buchung wurde storniert. Eine Belastung dafür wurde rückgängig gemacht.',
      table_replied: 'Das Clubbüro hat auf Ihren Tischwunsch geantwortet.',
    },
  },
};

const t = (lang: string): Texts => TEXTS[(lang in TEXTS ? lang : 'en') as Language];

/** The mail to a member about their event booking. */
export function eventBookingMail(
  r: Recipient,
  club: string,
  news: EventBookingNews,
  f: EventBookingMailFacts,
) {
  const x = t(r.language);
  return render(r.email, club, {
    subject: x.subject[news](f),
    greeting: x.hello(r.name),
    paragraphs: [
      x.body[news],
      x.facts(f),
      ...(f.tableReply ? [x.reply(f.tableReply)] : []),
      ...(news === 'cancelled' && f.reason ? [x.reason(f.reason)] : []),
    ],
    action: { label: x.action, url: f.url },
    closing: x.closing,
  });
}
