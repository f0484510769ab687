import type { Language } from '@club/contracts';
import { render, type Recipient } from '../../mail/layout.ts';
import type { EventBookingNews, EventWaitlistNews } from './topics.ts';
import { count } from '../../mail/words.ts';

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
    facts: (f) =>
      `${f.event}, ${f.when}: ${count('en', f.heads, { one: 'place', other: 'places' })}. Price: ${f.total}.`,
    reply: (r) => `The club's reply to your table request: ${r}`,
    reason: (r) => `Reason: ${r}`,
    action: 'My event bookings',
    subject: {
      booked: (f) => `Your booking #${f.id} for ${f.event}`,
      confirmed: (f) => `Your booking #${f.id} for ${f.event} is confirmed`,
      cancelled: (f) => `Your booking #${f.id} for ${f.event} was cancelled`,
      table_replied: (f) => `A reply to your table request (booking #${f.id})`,
      event_cancelled: (f) => `${f.event} is cancelled: your booking #${f.id}`,
    },
    body: {
      booked: 'Thank you for booking. The price is charged to your club account.',
      confirmed: 'The club office has confirmed your booking. We look forward to seeing you.',
      cancelled: 'The booking was cancelled. Any charge for it has been reversed.',
      table_replied: 'The club office has replied to your table request.',
      event_cancelled:
        'The club has cancelled this event. Your booking is cancelled and its charge reversed.',
    },
  },
  es: {
    hello: (n) => `Estimado/a ${n}:`,
    closing: 'Atentamente,',
    facts: (f) =>
      `${f.event}, ${f.when}: ${count('es', f.heads, { one: 'plaza', other: 'plazas' })}. Precio: ${f.total}.`,
    reply: (r) => `Respuesta del club a su solicitud de mesa: ${r}`,
    reason: (r) => `Motivo: ${r}`,
    action: 'Mis reservas de eventos',
    subject: {
      booked: (f) => `Su reserva #${f.id} para ${f.event}`,
      confirmed: (f) => `Su reserva #${f.id} para ${f.event} está confirmada`,
      cancelled: (f) => `Su reserva #${f.id} para ${f.event} fue cancelada`,
      table_replied: (f) => `Respuesta a su solicitud de mesa (reserva #${f.id})`,
      event_cancelled: (f) => `${f.event} se ha cancelado: su reserva #${f.id}`,
    },
    body: {
      booked: 'Gracias por su reserva. El precio se carga en su cuenta del club.',
      confirmed: 'La oficina del club ha confirmado su reserva. Le esperamos.',
      cancelled: 'La reserva fue cancelada. Se ha anulado cualquier cargo por ella.',
      table_replied: 'La oficina del club ha respondido a su solicitud de mesa.',
      event_cancelled:
        'El club ha cancelado este evento. Su reserva queda cancelada y su cargo anulado.',
    },
  },
  de: {
    hello: (n) => `Guten Tag ${n},`,
    closing: 'Mit freundlichen Grüßen',
    facts: (f) =>
      `${f.event}, ${f.when}: ${count('de', f.heads, { one: 'Platz', other: 'Plätze' })}. Preis: ${f.total}.`,
    reply: (r) => `Die Antwort des Clubs auf Ihren Tischwunsch: ${r}`,
    reason: (r) => `Grund: ${r}`,
    action: 'Meine Veranstaltungsbuchungen',
    subject: {
      booked: (f) => `Ihre Buchung #${f.id} für ${f.event}`,
      confirmed: (f) => `Ihre Buchung #${f.id} für ${f.event} ist bestätigt`,
      cancelled: (f) => `Ihre Buchung #${f.id} für ${f.event} wurde storniert`,
      table_replied: (f) => `Antwort auf Ihren Tischwunsch (Buchung #${f.id})`,
      event_cancelled: (f) => `${f.event} findet nicht statt: Ihre Buchung #${f.id}`,
    },
    body: {
      booked: 'Vielen Dank für Ihre Buchung. Der Preis wird Ihrem Clubkonto belastet.',
      confirmed: 'Das Clubbüro hat Ihre Buchung bestätigt. Wir freuen uns auf Sie.',
      cancelled: 'Die Buchung wurde storniert. Eine Belastung dafür wurde rückgängig gemacht.',
      table_replied: 'Das Clubbüro hat auf Ihren Tischwunsch geantwortet.',
      event_cancelled:
        'Der Club hat diese Veranstaltung abgesagt. Ihre Buchung ist storniert und die Belastung rückgängig gemacht.',
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

/** What a waitlist mail says: the event, the party, the price, and until when an offer is open. */
export interface EventWaitlistMailFacts {
  id: number;
  event: string;
  when: string;
  heads: number;
  total: string;
  /** When an offer lapses, in the recipient's language and the club's time zone. */
  until: string;
  url: string;
}

type WaitlistTexts = {
  subject: Record<EventWaitlistNews, (f: EventWaitlistMailFacts) => string>;
  body: Record<EventWaitlistNews, (f: EventWaitlistMailFacts) => string>;
  facts: (f: EventWaitlistMailFacts) => string;
};

const WAITLIST: Record<Language, WaitlistTexts> = {
  en: {
    subject: {
      joined: (f) => `You are on the waitlist for ${f.event}`,
      offered: (f) => `A place for you at ${f.event}: confirm by ${f.until}`,
      expired: (f) => `Your waitlist offer for ${f.event} has lapsed`,
      closed: (f) => `${f.event} is cancelled: your waitlist entry is closed`,
    },
    body: {
      joined: () =>
        'The event is full, so your party is on the waitlist. Nothing is charged until you confirm an offer.',
      offered: (f) =>
        `Places have freed and are held for your whole party until ${f.until}. Confirm in My Events Booking to book them; the price is then charged to your club account.`,
      expired: () =>
        'The offer was not confirmed in time, so the places passed to the next household.',
      closed: () => 'The club has cancelled this event, so its waitlist is closed.',
    },
    facts: (f) =>
      `${f.event}, ${f.when}: ${count('en', f.heads, { one: 'place', other: 'places' })}. Price: ${f.total}.`,
  },
  es: {
    subject: {
      joined: (f) => `Está en la lista de espera de ${f.event}`,
      offered: (f) => `Hay plazas para usted en ${f.event}: confirme antes de ${f.until}`,
      expired: (f) => `Su oferta de la lista de espera para ${f.event} ha caducado`,
      closed: (f) => `${f.event} se ha cancelado: su lugar en la lista de espera se cierra`,
    },
    body: {
      joined: () =>
        'El evento está completo: su grupo está en la lista de espera. No se cobra nada hasta que confirme una oferta.',
      offered: (f) =>
        `Se han liberado plazas y se reservan para todo su grupo hasta ${f.until}. Confirme en Mis reservas de eventos para reservarlas; el precio se carga entonces en su cuenta del club.`,
      expired: () => 'La oferta no se confirmó a tiempo y las plazas pasaron al siguiente hogar.',
      closed: () => 'El club ha cancelado este evento y su lista de espera se cierra.',
    },
    facts: (f) =>
      `${f.event}, ${f.when}: ${count('es', f.heads, { one: 'plaza', other: 'plazas' })}. Precio: ${f.total}.`,
  },
  de: {
    subject: {
      joined: (f) => `Sie stehen auf der Warteliste für ${f.event}`,
      offered: (f) => `Plätze für Sie bei ${f.event}: bitte bis ${f.until} bestätigen`,
      expired: (f) => `Ihr Wartelistenangebot für ${f.event} ist abgelaufen`,
      closed: (f) => `${f.event} ist abgesagt: Ihr Wartelisteneintrag ist geschlossen`,
    },
    body: {
      joined: () =>
        'Die Veranstaltung ist ausgebucht, Ihre Gruppe steht auf der Warteliste. Belastet wird erst, wenn Sie ein Angebot bestätigen.',
      offered: (f) =>
        `Es sind Plätze frei geworden; sie sind bis ${f.until} für Ihre ganze Gruppe reserviert. Bestätigen Sie unter Meine Veranstaltungsbuchungen; der Preis wird dann Ihrem Clubkonto belastet.`,
      expired: () =>
        'Das Angebot wurde nicht rechtzeitig bestätigt, die Plätze gingen an den nächsten Haushalt.',
      closed: () => 'Der Club hat diese Veranstaltung abgesagt, die Warteliste ist geschlossen.',
    },
    facts: (f) =>
      `${f.event}, ${f.when}: ${count('de', f.heads, { one: 'Platz', other: 'Plätze' })}. Preis: ${f.total}.`,
  },
};

/** The mail to a member about their waitlist entry. */
export function eventWaitlistMail(
  r: Recipient,
  club: string,
  news: EventWaitlistNews,
  f: EventWaitlistMailFacts,
) {
  const x = t(r.language);
  const w = WAITLIST[(r.language in WAITLIST ? r.language : 'en') as Language];
  return render(r.email, club, {
    subject: w.subject[news](f),
    greeting: x.hello(r.name),
    paragraphs: [w.body[news](f), w.facts(f)],
    action: { label: x.action, url: f.url },
    closing: x.closing,
  });
}
