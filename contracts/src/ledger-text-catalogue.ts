import type { Language } from './core.ts';
import type { FnbOutlet } from './fnb.ts';
import type { MembershipType } from './members.ts';
import type {
  LedgerTextFormat,
  LedgerTextKey,
  LedgerTextParams,
  TranslatedParam,
} from './ledger-texts.ts';

/*
 * The ledger texts' locale table: each generated ledger line, and the outlet and membership
 * names they print, in every language. Types, params and rendering live in ledger-texts.ts.
 */

/** A text's params as its renderer reads them: translated params already in the reader's language. */
type InLanguage<P> = { [K in keyof P]: Exclude<P[K], TranslatedParam> };
type Render<P> = (p: InLanguage<P>, f: LedgerTextFormat) => string;
type Catalogue = { [K in LedgerTextKey]: Record<Language, Render<LedgerTextParams[K]>> };

const OUTLETS: Record<Language, Record<FnbOutlet, string>> = {
  en: { restaurant: 'Restaurant', bar: 'Bar' },
  es: { restaurant: 'Restaurante', bar: 'Bar' },
  de: { restaurant: 'Restaurant', bar: 'Bar' },
};

const MEMBERSHIP: Record<Language, Record<MembershipType, string>> = {
  en: {
    Life: 'Life',
    Ordinary: 'Ordinary',
    Corporate: 'Corporate',
    Temporary: 'Temporary',
    Honorary: 'Honorary',
    Affiliate: 'Affiliate',
  },
  es: {
    Life: 'Vitalicio',
    Ordinary: 'Ordinario',
    Corporate: 'Corporativo',
    Temporary: 'Temporal',
    Honorary: 'Honorario',
    Affiliate: 'Afiliado',
  },
  de: {
    Life: 'Auf Lebenszeit',
    Ordinary: 'Ordentlich',
    Corporate: 'Firmenmitglied',
    Temporary: 'Befristet',
    Honorary: 'Ehrenmitglied',
    Affiliate: 'Partnerclub',
  },
};

const outlet = (o: FnbOutlet, lang: Language) => OUTLETS[lang][o] ?? o;
const membership = (t: MembershipType, lang: Language) => MEMBERSHIP[lang][t] ?? t;

/** An outlet's name in a language (as invoices and ledger lines print it). */
export const outletText = (o: FnbOutlet, lang: Language): string => outlet(o, lang);

/** A membership type in a language (as statements print it); an unknown one as it is. */
export const membershipTypeText = (type: string, lang: Language): string =>
  membership(type as MembershipType, lang);
/** The order as a member knows it: its invoice number, else its record number. */
const orderRef = (invoice: string | null, orderId: number) => invoice ?? `#${orderId}`;

export const LEDGER_TEXTS: Catalogue = {
  'dues.payment': {
    en: (p) => `Online payment: ${p.description}`,
    es: (p) => `Pago en línea: ${p.description}`,
    de: (p) => `Online-Zahlung: ${p.description}`,
  },
  'dues.refund': {
    en: (p) => `Refund of online payment: ${p.description}`,
    es: (p) => `Reembolso del pago en línea: ${p.description}`,
    de: (p) => `Erstattung der Online-Zahlung: ${p.description}`,
  },
  'fnb.charge': {
    en: (p) => `${outlet(p.outlet, 'en')} order ${p.invoice}`,
    es: (p) => `Pedido de ${outlet(p.outlet, 'es')} ${p.invoice}`,
    de: (p) => `${outlet(p.outlet, 'de')}-Bestellung ${p.invoice}`,
  },
  'fnb.order_payment': {
    en: (p) => `${outlet(p.outlet, 'en')} order #${p.orderId}`,
    es: (p) => `Pedido de ${outlet(p.outlet, 'es')} #${p.orderId}`,
    de: (p) => `${outlet(p.outlet, 'de')}-Bestellung #${p.orderId}`,
  },
  'fnb.card_payment': {
    en: (p) => `Card payment: ${outlet(p.outlet, 'en')} order ${p.invoice}`,
    es: (p) => `Pago con tarjeta: pedido de ${outlet(p.outlet, 'es')} ${p.invoice}`,
    de: (p) => `Kartenzahlung: ${outlet(p.outlet, 'de')}-Bestellung ${p.invoice}`,
  },
  'fnb.card_payment_unplaced': {
    en: (p) => `Card payment: ${outlet(p.outlet, 'en')} order #${p.orderId} (not placed)`,
    es: (p) => `Pago con tarjeta: pedido de ${outlet(p.outlet, 'es')} #${p.orderId} (no realizado)`,
    de: (p) =>
      `Kartenzahlung: ${outlet(p.outlet, 'de')}-Bestellung #${p.orderId} (nicht aufgegeben)`,
  },
  'fnb.cancelled': {
    en: (p) => `Cancelled order ${p.invoice}`,
    es: (p) => `Pedido cancelado ${p.invoice}`,
    de: (p) => `Stornierte Bestellung ${p.invoice}`,
  },
  'fnb.rejected': {
    en: (p) => `Rejected order ${p.invoice}`,
    es: (p) => `Pedido rechazado ${p.invoice}`,
    de: (p) => `Abgelehnte Bestellung ${p.invoice}`,
  },
  'fnb.card_refund': {
    en: (p) => `Card refund: order ${orderRef(p.invoice, p.orderId)}`,
    es: (p) => `Reembolso a la tarjeta: pedido ${orderRef(p.invoice, p.orderId)}`,
    de: (p) => `Kartenerstattung: Bestellung ${orderRef(p.invoice, p.orderId)}`,
  },
  'fnb.line_removed': {
    // The order's record number without '#', as it was written before the catalogue.
    en: (p) => `${p.item} removed from order ${p.invoice ?? p.orderId}`,
    es: (p) => `${p.item} retirado del pedido ${p.invoice ?? p.orderId}`,
    de: (p) => `${p.item} aus Bestellung ${p.invoice ?? p.orderId} entfernt`,
  },
  'chamber.charge': {
    en: (p, f) => `Chambers booking #${p.bookingId}: ${p.nights} night(s) from ${f.day(p.checkIn)}`,
    es: (p, f) =>
      `Reserva de habitación #${p.bookingId}: ${p.nights} noche(s) desde ${f.day(p.checkIn)}`,
    de: (p, f) => `Zimmerbuchung #${p.bookingId}: ${p.nights} Nacht/Nächte ab ${f.day(p.checkIn)}`,
  },
  'chamber.cancelled': {
    en: (p) => `Cancelled chambers booking #${p.bookingId}`,
    es: (p) => `Reserva de habitación cancelada #${p.bookingId}`,
    de: (p) => `Stornierte Zimmerbuchung #${p.bookingId}`,
  },
  'banquet.advance': {
    en: (p, f) => `Banquet hall booking #${p.bookingId} on ${f.day(p.date)}: advance`,
    es: (p, f) => `Reserva de salón #${p.bookingId} del ${f.day(p.date)}: anticipo`,
    de: (p, f) => `Saalbuchung #${p.bookingId} am ${f.day(p.date)}: Anzahlung`,
  },
  'banquet.balance': {
    en: (p, f) =>
      `Banquet hall booking #${p.bookingId} on ${f.day(p.date)}: final bill less the advance`,
    es: (p, f) =>
      `Reserva de salón #${p.bookingId} del ${f.day(p.date)}: factura final menos el anticipo`,
    de: (p, f) =>
      `Saalbuchung #${p.bookingId} am ${f.day(p.date)}: Schlussrechnung abzüglich Anzahlung`,
  },
  'banquet.refund': {
    en: (p) => `Refund for cancelled banquet hall booking #${p.bookingId}`,
    es: (p) => `Reembolso por la reserva de salón cancelada #${p.bookingId}`,
    de: (p) => `Erstattung für stornierte Saalbuchung #${p.bookingId}`,
  },
  'banquet.balance_payment': {
    en: (p) => `Online payment: final bill of banquet hall booking #${p.bookingId}`,
    es: (p) => `Pago en línea: factura final de la reserva de salón #${p.bookingId}`,
    de: (p) => `Online-Zahlung: Schlussrechnung der Festsaalbuchung #${p.bookingId}`,
  },
  'banquet.card_payment': {
    en: (p, f) =>
      `Card payment: advance of banquet hall booking #${p.bookingId} on ${f.day(p.date)}`,
    es: (p, f) =>
      `Pago con tarjeta: anticipo de la reserva de salón #${p.bookingId} del ${f.day(p.date)}`,
    de: (p, f) => `Kartenzahlung: Anzahlung der Saalbuchung #${p.bookingId} am ${f.day(p.date)}`,
  },
  'banquet.card_payment_late': {
    en: (p) => `Card payment: banquet hall booking #${p.bookingId} (no advance due, refunded)`,
    es: (p) =>
      `Pago con tarjeta: reserva de salón #${p.bookingId} (sin anticipo pendiente, reembolsado)`,
    de: (p) => `Kartenzahlung: Saalbuchung #${p.bookingId} (keine Anzahlung offen, erstattet)`,
  },
  'banquet.card_refund': {
    en: (p) => `Card refund: banquet hall booking #${p.bookingId}`,
    es: (p) => `Reembolso a la tarjeta: reserva de salón #${p.bookingId}`,
    de: (p) => `Kartenerstattung: Saalbuchung #${p.bookingId}`,
  },
  'chamber.cancel_refund': {
    en: (p) =>
      `Cancelled chambers booking #${p.bookingId}: ${p.percent}% refunded (${p.daysBefore} day(s) before the stay)`,
    es: (p) =>
      `Reserva de habitación cancelada #${p.bookingId}: reembolso del ${p.percent} % (${p.daysBefore} día(s) antes de la estancia)`,
    de: (p) =>
      `Stornierte Zimmerbuchung #${p.bookingId}: ${p.percent} % erstattet (${p.daysBefore} Tag(e) vor dem Aufenthalt)`,
  },
  'event.charge': {
    en: (p) => `Event booking #${p.bookingId}: ${p.event}`,
    es: (p) => `Reserva de evento #${p.bookingId}: ${p.event}`,
    de: (p) => `Veranstaltungsbuchung #${p.bookingId}: ${p.event}`,
  },
  'event.cancelled': {
    en: (p) => `Cancelled event booking #${p.bookingId}: ${p.event}`,
    es: (p) => `Reserva de evento cancelada #${p.bookingId}: ${p.event}`,
    de: (p) => `Stornierte Veranstaltungsbuchung #${p.bookingId}: ${p.event}`,
  },
  'event.booking_payment': {
    en: (p) => `Event booking #${p.bookingId}: ${p.event}`,
    es: (p) => `Reserva de evento #${p.bookingId}: ${p.event}`,
    de: (p) => `Veranstaltungsbuchung #${p.bookingId}: ${p.event}`,
  },
  'event.card_payment': {
    en: (p) => `Card payment: event booking #${p.bookingId}: ${p.event}`,
    es: (p) => `Pago con tarjeta: reserva de evento #${p.bookingId}: ${p.event}`,
    de: (p) => `Kartenzahlung: Veranstaltungsbuchung #${p.bookingId}: ${p.event}`,
  },
  'event.card_payment_unbooked': {
    en: (p) => `Card payment: event booking #${p.bookingId}: ${p.event} (not booked)`,
    es: (p) => `Pago con tarjeta: reserva de evento #${p.bookingId}: ${p.event} (no realizada)`,
    de: (p) => `Kartenzahlung: Veranstaltungsbuchung #${p.bookingId}: ${p.event} (nicht gebucht)`,
  },
  'event.card_refund': {
    en: (p) => `Card refund: event booking #${p.bookingId}: ${p.event}`,
    es: (p) => `Reembolso a la tarjeta: reserva de evento #${p.bookingId}: ${p.event}`,
    de: (p) => `Kartenerstattung: Veranstaltungsbuchung #${p.bookingId}: ${p.event}`,
  },
  'bill.charge': {
    en: (p, f) => `Club bill for ${f.month(p.month)}: restaurant, bar and club services`,
    es: (p, f) => `Factura del club de ${f.month(p.month)}: restaurante, bar y servicios del club`,
    de: (p, f) => `Clubrechnung für ${f.month(p.month)}: Restaurant, Bar und Clubleistungen`,
  },
  'bill.received': {
    en: (p, f) => `Payment received at the club office (${f.month(p.month)} bill)`,
    es: (p, f) => `Pago recibido en la oficina del club (factura de ${f.month(p.month)})`,
    de: (p, f) => `Zahlung im Clubbüro erhalten (Rechnung ${f.month(p.month)})`,
  },
  'minimum.shortfall': {
    en: (p, f) =>
      `Food and beverage minimum for ${f.month(p.month)}: ${f.amount(p.spent)} spent of ${f.amount(p.minimum)}`,
    es: (p, f) =>
      `Consumo mínimo de restaurante y bar de ${f.month(p.month)}: ${f.amount(p.spent)} consumido de ${f.amount(p.minimum)}`,
    de: (p, f) =>
      `Mindestverzehr für ${f.month(p.month)}: ${f.amount(p.spent)} von ${f.amount(p.minimum)} verzehrt`,
  },
  'subscription.monthly': {
    en: (p, f) =>
      `${membership(p.membershipType, 'en')} membership subscription, ${f.month(p.month)}${p.amount === undefined ? '' : ` (${f.amount(p.amount)})`}`,
    es: (p, f) =>
      `Cuota de socio ${membership(p.membershipType, 'es')}, ${f.month(p.month)}${p.amount === undefined ? '' : ` (${f.amount(p.amount)})`}`,
    de: (p, f) =>
      `Mitgliedsbeitrag (${membership(p.membershipType, 'de')}), ${f.month(p.month)}${p.amount === undefined ? '' : ` (${f.amount(p.amount)})`}`,
  },
  'credit.court_cancelled': {
    en: () => 'Credit: squash court booking cancelled by the club',
    es: () => 'Abono: reserva de pista de squash cancelada por el club',
    de: () => 'Gutschrift: Squashplatz-Buchung vom Club storniert',
  },
  'credit.bar_overcharge': {
    en: () => 'Credit: bar bill overcharge corrected',
    es: () => 'Abono: cobro excesivo en la cuenta del bar corregido',
    de: () => 'Gutschrift: zu viel berechnete Barrechnung korrigiert',
  },
  'credit.room_deposit': {
    en: () => 'Credit: guest room deposit returned',
    es: () => 'Abono: fianza de la habitación de invitados devuelta',
    de: () => 'Gutschrift: Kaution für das Gästezimmer zurückgezahlt',
  },
  'credit.event_cancelled': {
    en: () => 'Credit: tournament entry fee refunded (event cancelled)',
    es: () => 'Abono: inscripción al torneo reembolsada (evento cancelado)',
    de: () => 'Gutschrift: Turnier-Startgeld erstattet (Veranstaltung abgesagt)',
  },
  'credit.service_charge_waived': {
    en: () => 'Credit: restaurant service charge waived',
    es: () => 'Abono: cargo por servicio del restaurante anulado',
    de: () => 'Gutschrift: Bedienungsaufschlag im Restaurant erlassen',
  },
};
