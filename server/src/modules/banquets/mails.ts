import type { Language } from '@club/contracts';
import { render, type Recipient } from '../../mail/layout.ts';
import type { BanquetMailKind } from './topics.ts';

/** What a hall booking mail says: the function, the money, and the reason when there is one. */
export interface BanquetMailFacts {
  id: number;
  hall: string;
  date: string;
  /** The session's times ('18:00–22:00'). */
  time: string;
  guests: number;
  /** Amounts formatted in the recipient's language with the currency. */
  total: string;
  advance: string;
  advanceDueOn: string;
  finalTotal: string;
  balance: string;
  refund: string;
  reason: string;
  url: string;
}

type Texts = {
  hello: (name: string) => string;
  closing: string;
  facts: (f: BanquetMailFacts) => string;
  reason: (r: string) => string;
  action: string;
  subject: Record<BanquetMailKind, (id: number) => string>;
  body: Record<BanquetMailKind, (f: BanquetMailFacts) => string>;
};

const TEXTS: Record<Language, Texts> = {
  en: {
    hello: (n) => `Dear ${n},`,
    closing: 'With regards,',
    facts: (f) =>
      `Function: ${f.hall}, ${f.date}, ${f.time}, ${f.guests} guests. Price: ${f.total}.`,
    reason: (r) => `Reason: ${r}`,
    action: 'My banquet bookings',
    subject: {
      requested: (id) => `Your banquet hall request #${id} was received`,
      confirmed: (id) => `Your banquet hall booking #${id} is confirmed`,
      rejected: (id) => `Your banquet hall request #${id} was declined`,
      cancelled: (id) => `Your banquet hall booking #${id} was cancelled`,
      completed: (id) => `Thank you: the final bill of banquet booking #${id}`,
      guests_set: (id) => `The final guest count of banquet booking #${id}`,
      advance_paid: (id) => `Advance received: banquet hall booking #${id}`,
    },
    body: {
      requested: () => 'We have received your request. The club office will confirm it shortly.',
      confirmed: (f) =>
        `Your function is confirmed. An advance of ${f.advance} is charged to your account, due by ${f.advanceDueOn}.`,
      rejected: () => 'We are sorry: the club office could not accept your request.',
      cancelled: (f) => `The booking was cancelled. Refund credited to your account: ${f.refund}.`,
      completed: (f) =>
        `The final bill is ${f.finalTotal}; less the advance, ${f.balance} is posted to your account.`,
      guests_set: (f) => `The final guest count is ${f.guests}.`,
      advance_paid: (f) =>
        `Thank you: we have received your card payment of ${f.advance}, the advance of your function.`,
    },
  },
  es: {
    hello: (n) => `Estimado/a ${n}:`,
    closing: 'Atentamente,',
    facts: (f) =>
      `Evento: ${f.hall}, ${f.date}, ${f.time}, ${f.guests} invitados. Precio: ${f.total}.`,
    reason: (r) => `Motivo: ${r}`,
    action: 'Mis reservas de salones',
    subject: {
      requested: (id) => `Hemos recibido su solicitud de salón #${id}`,
      confirmed: (id) => `Su reserva de salón #${id} está confirmada`,
      rejected: (id) => `Su solicitud de salón #${id} no fue aceptada`,
      cancelled: (id) => `Su reserva de salón #${id} fue cancelada`,
      completed: (id) => `Gracias: la factura final de la reserva de salón #${id}`,
      guests_set: (id) => `El número final de invitados de la reserva de salón #${id}`,
      advance_paid: (id) => `Anticipo recibido: reserva de salón #${id}`,
    },
    body: {
      requested: () => 'Hemos recibido su solicitud. La oficina del club la confirmará en breve.',
      confirmed: (f) =>
        `Su evento está confirmado. Se carga en su cuenta un anticipo de ${f.advance}, con vencimiento el ${f.advanceDueOn}.`,
      rejected: () => 'Lo sentimos: la oficina del club no pudo aceptar su solicitud.',
      cancelled: (f) => `La reserva fue cancelada. Reembolso abonado en su cuenta: ${f.refund}.`,
      completed: (f) =>
        `La factura final es de ${f.finalTotal}; descontado el anticipo, se cargan ${f.balance} en su cuenta.`,
      guests_set: (f) => `El número final de invitados es ${f.guests}.`,
      advance_paid: (f) =>
        `Gracias: hemos recibido su pago con tarjeta de ${f.advance}, el anticipo de su evento.`,
    },
  },
  de: {
    hello: (n) => `Guten Tag ${n},`,
    closing: 'Mit freundlichen Grüßen',
    facts: (f) =>
      `Veranstaltung: ${f.hall}, ${f.date}, ${f.time}, ${f.guests} Gäste. Preis: ${f.total}.`,
    reason: (r) => `Grund: ${r}`,
    action: 'Meine Saalbuchungen',
    subject: {
      requested: (id) => `Ihre Saalanfrage #${id} ist eingegangen`,
      confirmed: (id) => `Ihre Saalbuchung #${id} ist bestätigt`,
      rejected: (id) => `Ihre Saalanfrage #${id} wurde abgelehnt`,
      cancelled: (id) => `Ihre Saalbuchung #${id} wurde storniert`,
      completed: (id) => `Danke: die Schlussrechnung der Saalbuchung #${id}`,
      guests_set: (id) => `Die endgültige Gästezahl der Saalbuchung #${id}`,
      advance_paid: (id) => `Anzahlung erhalten: Saalbuchung #${id}`,
    },
    body: {
      requested: () => 'Ihre Anfrage ist eingegangen. Das Clubbüro bestätigt sie in Kürze.',
      confirmed: (f) =>
        `Ihre Veranstaltung ist bestätigt. Eine Anzahlung von ${f.advance} wird Ihrem Konto belastet, fällig bis ${f.advanceDueOn}.`,
      rejected: () => 'Leider konnte das Clubbüro Ihre Anfrage nicht annehmen.',
      cancelled: (f) =>
        `Die Buchung wurde storniert. Ihrem Konto gutgeschriebene Erstattung: ${f.refund}.`,
      completed: (f) =>
        `Die Schlussrechnung beträgt ${f.finalTotal}; abzüglich der Anzahlung werden ${f.balance} Ihrem Konto belastet.`,
      guests_set: (f) => `Die endgültige Gästezahl ist ${f.guests}.`,
      advance_paid: (f) =>
        `Vielen Dank: Ihre Kartenzahlung von ${f.advance}, die Anzahlung Ihrer Veranstaltung, ist eingegangen.`,
    },
  },
};

const t = (lang: string): Texts => TEXTS[(lang in TEXTS ? lang : 'en') as Language];

/** The mail to a member when their hall booking changes. */
export function banquetBookingMail(
  r: Recipient,
  club: string,
  kind: BanquetMailKind,
  f: BanquetMailFacts,
) {
  const x = t(r.language);
  return render(r.email, club, {
    subject: x.subject[kind](f.id),
    greeting: x.hello(r.name),
    paragraphs: [x.body[kind](f), x.facts(f), ...(f.reason ? [x.reason(f.reason)] : [])],
    action: { label: x.action, url: f.url },
    closing: x.closing,
  });
}
