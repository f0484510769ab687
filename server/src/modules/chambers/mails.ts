import type { ChamberBookingStatus, Language } from '@club/contracts';
import { render, type Recipient } from '../../mail/layout.ts';
import { count, day } from '../../mail/words.ts';

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
  /** The affiliated club asked to verify the guest (an affiliate guest's request), else ''. */
  clubWaiting?: string;
}

type Texts = {
  waiting: (club: string) => string;
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
    waiting: (c) => `We have asked ${c} to verify your guest; the office confirms once it has.`,
    closing: 'With regards,',
    stay: (f) =>
      `Stay: ${count('en', f.rooms, { one: 'room', other: 'rooms' })}, check-in ${day('en', f.checkIn)}, check-out ${day('en', f.checkOut)}. Price: ${f.total}.`,
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
    waiting: (c) =>
      `Hemos pedido a ${c} que verifique a su huésped; la oficina confirmará cuando lo haga.`,
    closing: 'Atentamente,',
    stay: (f) =>
      `Estancia: ${count('es', f.rooms, { one: 'habitación', other: 'habitaciones' })}, llegada ${day('es', f.checkIn)}, salida ${day('es', f.checkOut)}. Precio: ${f.total}.`,
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
    waiting: (c) =>
      `Wir haben ${c} gebeten, Ihren Gast zu bestätigen; das Clubbüro bestätigt danach.`,
    closing: 'Mit freundlichen Grüßen',
    stay: (f) =>
      `Aufenthalt: ${count('de', f.rooms, { one: 'Zimmer', other: 'Zimmer' })}, Anreise ${day('de', f.checkIn)}, Abreise ${day('de', f.checkOut)}. Preis: ${f.total}.`,
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
    paragraphs: [
      x.body[status](f),
      ...(status === 'requested' && f.clubWaiting ? [x.waiting(f.clubWaiting)] : []),
      x.stay(f),
      ...(f.reason ? [x.reason(f.reason)] : []),
    ],
    action: { label: x.action, url: f.url },
    closing: x.closing,
  });
}

/** What the affiliated club's mail says: its guest, the stay, the introducing member, the links. */
export interface ClubCheckFacts {
  id: number;
  clubName: string;
  guestName: string;
  nationality: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  occupants: number;
  memberName: string;
  memberCode: string;
  verifyUrl: string;
  declineUrl: string;
  /** When the links stop working, written out ('2026-12-01 10:00 UTC'). */
  expires: string;
}

type ClubTexts = {
  subject: (f: ClubCheckFacts) => string;
  hello: (club: string) => string;
  ask: (f: ClubCheckFacts) => string;
  guest: (f: ClubCheckFacts) => string;
  stay: (f: ClubCheckFacts) => string;
  member: (f: ClubCheckFacts) => string;
  verify: (url: string) => string;
  decline: (url: string) => string;
  expires: (when: string) => string;
  action: string;
  closing: string;
};

const CLUB_TEXTS: Record<Language, ClubTexts> = {
  en: {
    subject: (f) => `Please verify your member ${f.guestName} (room request #${f.id})`,
    hello: (c) => `Dear ${c},`,
    ask: (f) =>
      `A member of our club has asked for rooms for ${f.guestName}, introduced as a member of your club. Please tell us whether you can vouch for your member.`,
    guest: (f) => `Guest: ${f.guestName}, nationality ${f.nationality}.`,
    stay: (f) =>
      `Stay: ${count('en', f.rooms, { one: 'room', other: 'rooms' })} for ${count('en', f.occupants, { one: 'occupant', other: 'occupants' })}, check-in ${day('en', f.checkIn)}, check-out ${day('en', f.checkOut)}.`,
    member: (f) => `Introducing member: ${f.memberName} (${f.memberCode}).`,
    verify: (u) => `To verify the guest, open: ${u}`,
    decline: (u) => `To decline, open: ${u}`,
    expires: (w) =>
      `The links work until ${w}. Opening a link shows the request and asks you to confirm; nothing is decided before you press the button.`,
    action: 'Verify the guest',
    closing: 'With regards, the club office',
  },
  es: {
    subject: (f) => `Verifique a su socio/a ${f.guestName} (solicitud de habitación #${f.id})`,
    hello: (c) => `Estimados ${c}:`,
    ask: (f) =>
      `Un socio de nuestro club ha solicitado habitaciones para ${f.guestName}, presentado/a como socio/a de su club. Les rogamos que nos confirmen si lo/la avalan.`,
    guest: (f) => `Huésped: ${f.guestName}, nacionalidad ${f.nationality}.`,
    stay: (f) =>
      `Estancia: ${count('es', f.rooms, { one: 'habitación', other: 'habitaciones' })} para ${count('es', f.occupants, { one: 'ocupante', other: 'ocupantes' })}, llegada ${day('es', f.checkIn)}, salida ${day('es', f.checkOut)}.`,
    member: (f) => `Socio que lo/la presenta: ${f.memberName} (${f.memberCode}).`,
    verify: (u) => `Para verificar al huésped, abra: ${u}`,
    decline: (u) => `Para rechazarlo, abra: ${u}`,
    expires: (w) =>
      `Los enlaces funcionan hasta ${w}. Al abrir un enlace verá la solicitud y se le pedirá confirmar; nada se decide antes de pulsar el botón.`,
    action: 'Verificar al huésped',
    closing: 'Atentamente, la oficina del club',
  },
  de: {
    subject: (f) => `Bitte bestätigen Sie Ihr Mitglied ${f.guestName} (Zimmeranfrage #${f.id})`,
    hello: (c) => `Sehr geehrte Damen und Herren von ${c},`,
    ask: (f) =>
      `Ein Mitglied unseres Clubs hat Zimmer für ${f.guestName} angefragt, vorgestellt als Mitglied Ihres Clubs. Bitte teilen Sie uns mit, ob Sie für Ihr Mitglied bürgen.`,
    guest: (f) => `Gast: ${f.guestName}, Staatsangehörigkeit ${f.nationality}.`,
    stay: (f) =>
      `Aufenthalt: ${count('de', f.rooms, { one: 'Zimmer', other: 'Zimmer' })} für ${count('de', f.occupants, { one: 'Person', other: 'Personen' })}, Anreise ${day('de', f.checkIn)}, Abreise ${day('de', f.checkOut)}.`,
    member: (f) => `Vorstellendes Mitglied: ${f.memberName} (${f.memberCode}).`,
    verify: (u) => `Zum Bestätigen des Gastes öffnen Sie: ${u}`,
    decline: (u) => `Zum Ablehnen öffnen Sie: ${u}`,
    expires: (w) =>
      `Die Links gelten bis ${w}. Ein Link zeigt die Anfrage und bittet um Bestätigung; entschieden wird erst, wenn Sie die Schaltfläche drücken.`,
    action: 'Gast bestätigen',
    closing: 'Mit freundlichen Grüßen, das Clubbüro',
  },
};

/**
 * The mail to the affiliated club asking it to verify its guest, with the verify and decline
 * links. Sent in English (the club's language is not on file); the texts exist in every
 * language the portal speaks.
 */
export function clubCheckMail(to: string, club: string, lang: Language, f: ClubCheckFacts) {
  const x = CLUB_TEXTS[lang];
  return render(to, club, {
    subject: x.subject(f),
    greeting: x.hello(f.clubName),
    paragraphs: [
      x.ask(f),
      x.guest(f),
      x.stay(f),
      x.member(f),
      x.verify(f.verifyUrl),
      x.decline(f.declineUrl),
      x.expires(f.expires),
    ],
    action: { label: x.action, url: f.verifyUrl },
    closing: x.closing,
  });
}

const VERIFIED: Record<
  Language,
  { subject: (id: number) => string; body: (club: string, guest: string) => string }
> = {
  en: {
    subject: (id) => `Your guest was verified (room request #${id})`,
    body: (c, g) =>
      `${c} has verified your guest ${g}. The club office will now confirm your rooms.`,
  },
  es: {
    subject: (id) => `Su huésped fue verificado/a (solicitud de habitación #${id})`,
    body: (c, g) =>
      `${c} ha verificado a su huésped ${g}. La oficina del club confirmará ahora sus habitaciones.`,
  },
  de: {
    subject: (id) => `Ihr Gast wurde bestätigt (Zimmeranfrage #${id})`,
    body: (c, g) => `${c} hat Ihren Gast ${g} bestätigt. Das Clubbüro bestätigt nun Ihre Zimmer.`,
  },
};

/** The mail to the member when the affiliated club verified their guest. */
export function clubVerifiedMail(
  r: Recipient,
  club: string,
  f: BookingMailFacts & { clubName: string; guestName: string },
) {
  const x = t(r.language);
  const v = VERIFIED[(r.language in VERIFIED ? r.language : 'en') as Language];
  return render(r.email, club, {
    subject: v.subject(f.id),
    greeting: x.hello(r.name),
    paragraphs: [v.body(f.clubName, f.guestName), x.stay(f)],
    action: { label: x.action, url: f.url },
    closing: x.closing,
  });
}
