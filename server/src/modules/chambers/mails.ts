import type { ChamberBookingStatus, Language } from '@club/contracts';
import { render, type Recipient } from '../../mail/layout.ts';

/** What a booking mail says: the stay, and the reason when there is one. */
export interface BookingMailFacts {
  id: number;
  checkIn: string;
  checkOut: string;
  rooms: number;
  /** The price, formatted in the recipient's language with the currency. */
  total: string;
  reason: string;
  /** The assigned rooms' numbers ('201, 202'), when confirmed. */
  roomNumbers: string;
  url: string;
}

type Texts = {
  hello: (name: string) => string;
  closing: string;
  stay: (f: BookingMailFacts) => string;
  reason: (r: string) => string;
  action: string;
  subject: Record<ChamberBookingStatus, (id: number) => string>;
  body: Record<ChamberBookingStatus, (f: BookingMailFacts) => string>;
};

const TEXTS: Record<Language, Texts> = {
  en: {
    hello: (n) => `Dear ${n},`,
    closing: 'With regards,',
    stay: (f) =>
      `Stay: ${f.rooms} room(s), check-in ${f.checkIn}, check-out ${f.checkOut}. Price: ${f.total}.`,
    reason: (r) => `Reason: ${r}`,
    action: 'My chamber bookings',
    subject: {
      requested: (id) => `Your room request #${id} was received`,
      confirmed: (id) => `Your room booking #${id} is confirmed`,
      rejected: (id) => `Your room request #${id} was declined`,
      cancelled: (id) => `Your room booking #${id} was cancelled`,
      checked_in: (id) => `Welcome: checked in (booking #${id})`,
      checked_out: (id) => `Thank you for staying with us (booking #${id})`,
      no_show: (id) => `Booking #${id} marked as a no-show`,
    },
    body: {
      requested: () => 'We have received your request. The club office will confirm it shortly.',
      confirmed: (f) =>
        `Your rooms are confirmed: ${f.roomNumbers}. The price is charged to your account.`,
      rejected: () => 'We are sorry: the club office could not accept your request.',
      cancelled: () =>
        'The booking was cancelled. The refund its cancellation policy gives has been credited to your account (see your statement).',
      checked_in: () => 'You are checked in. We wish you a pleasant stay.',
      checked_out: () => 'You are checked out. We hope to welcome you again.',
      no_show: () => 'The guests did not arrive, and the booking was closed as a no-show.',
    },
  },
  es: {
    hello: (n) => `Estimado/a ${n}:`,
    closing: 'Atentamente,',
    stay: (f) =>
      `Estancia: ${f.rooms} habitación(es), llegada ${f.checkIn}, salida ${f.checkOut}. Precio: ${f.total}.`,
    reason: (r) => `Motivo: ${r}`,
    action: 'Mis reservas de habitaciones',
    subject: {
      requested: (id) => `Hemos recibido su solicitud de habitación #${id}`,
      confirmed: (id) => `Su reserva de habitación #${id} está confirmada`,
      rejected: (id) => `Su solicitud de habitación #${id} no fue aceptada`,
      cancelled: (id) => `Su reserva de habitación #${id} fue cancelada`,
      checked_in: (id) => `Bienvenido/a: registro de entrada (reserva #${id})`,
      checked_out: (id) => `Gracias por alojarse con nosotros (reserva #${id})`,
      no_show: (id) => `Reserva #${id} marcada como no presentada`,
    },
    body: {
      requested: () => 'Hemos recibido su solicitud. La oficina del club la confirmará en breve.',
      confirmed: (f) =>
        `Sus habitaciones están confirmadas: ${f.roomNumbers}. El precio se carga en su cuenta.`,
      rejected: () => 'Lo sentimos: la oficina del club no pudo aceptar su solicitud.',
      cancelled: () =>
        'La reserva fue cancelada. El reembolso que da su política de cancelación se ha abonado en su cuenta (vea su estado de cuenta).',
      checked_in: () => 'Su entrada está registrada. Le deseamos una agradable estancia.',
      checked_out: () => 'Su salida está registrada. Esperamos darle la bienvenida de nuevo.',
      no_show: () => 'Los huéspedes no llegaron y la reserva se cerró como no presentada.',
    },
  },
  de: {
    hello: (n) => `Guten Tag ${n},`,
    closing: 'Mit freundlichen Grüßen',
    stay: (f) =>
      `Aufenthalt: ${f.rooms} Zimmer, Anreise ${f.checkIn}, Abreise ${f.checkOut}. Preis: ${f.total}.`,
    reason: (r) => `Grund: ${r}`,
    action: 'Meine Zimmerbuchungen',
    subject: {
      requested: (id) => `Ihre Zimmeranfrage #${id} ist eingegangen`,
      confirmed: (id) => `Ihre Zimmerbuchung #${id} ist bestätigt`,
      rejected: (id) => `Ihre Zimmeranfrage #${id} wurde abgelehnt`,
      cancelled: (id) => `Ihre Zimmerbuchung #${id} wurde storniert`,
      checked_in: (id) => `Willkommen: eingecheckt (Buchung #${id})`,
      checked_out: (id) => `Danke für Ihren Aufenthalt (Buchung #${id})`,
      no_show: (id) => `Buchung #${id} als nicht erschienen vermerkt`,
    },
    body: {
      requested: () => 'Ihre Anfrage ist eingegangen. Das Clubbüro bestätigt sie in Kürze.',
      confirmed: (f) =>
        `Ihre Zimmer sind bestätigt: ${f.roomNumbers}. Der Preis wird Ihrem Konto belastet.`,
      rejected: () => 'Leider konnte das Clubbüro Ihre Anfrage nicht annehmen.',
      cancelled: () =>
        'Die Buchung wurde storniert. Die Erstattung nach ihren Stornobedingungen wurde Ihrem Konto gutgeschrieben (siehe Kontoauszug).',
      checked_in: () => 'Sie sind eingecheckt. Wir wünschen einen angenehmen Aufenthalt.',
      checked_out: () => 'Sie sind ausgecheckt. Wir freuen uns auf Ihren nächsten Besuch.',
      no_show: () =>
        'Die Gäste sind nicht angereist; die Buchung wurde als nicht erschienen geschlossen.',
    },
  },
};

const t = (lang: string): Texts => TEXTS[(lang in TEXTS ? lang : 'en') as Language];

/** The mail to a member when their booking's status changes. */
export function bookingMail(
  r: Recipient,
  club: string,
  status: ChamberBookingStatus,
  f: BookingMailFacts,
) {
  const x = t(r.language);
  return render(r.email, club, {
    subject: x.subject[status](f.id),
    greeting: x.hello(r.name),
    paragraphs: [x.body[status](f), x.stay(f), ...(f.reason ? [x.reason(f.reason)] : [])],
    action: { label: x.action, url: f.url },
    closing: x.closing,
  });
}
