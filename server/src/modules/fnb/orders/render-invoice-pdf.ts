import {
  formatMinor,
  gstHalves,
  LANGUAGE_LOCALES,
  orderNoteCode,
  outletText,
  type ClubSettings,
  type FnbOrder,
  type Language,
  type OrderNoteCode,
} from '@club/contracts';
import { MUTED, startPdf, tableRows } from '../../../lib/pdf.ts';

type Texts = {
  title: string;
  fallbackNumber: (id: number) => string;
  number: (n: string) => string;
  date: (when: string) => string;
  order: (outlet: string, id: number) => string;
  member: (code: string) => string;
  fulfilment: Record<FnbOrder['fulfilment'], string>;
  slot: (delivery: boolean, when: string) => string;
  paid: Record<FnbOrder['paymentMethod'], string>;
  stopped: (cancelled: boolean, reason: string) => string;
  cols: [string, string, string, string, string, string];
  removed: (when: string) => string;
  subtotal: string;
  total: (currency: string) => string;
  note: (currency: string) => string;
  footer: (club: string, number: string, page: number, pages: number) => string;
  /** The portal's own notes and reasons (ORDER_NOTE_CODES). */
  notes: Record<OrderNoteCode, string>;
};

const TEXTS: Record<Language, Texts> = {
  en: {
    title: 'Tax invoice',
    fallbackNumber: (id) => `order ${id}`,
    number: (n) => `Invoice no. ${n}`,
    date: (w) => `Date: ${w}`,
    order: (o, id) => `${o} order #${id}`,
    member: (c) => `Member code: ${c}`,
    fulfilment: {
      collection: 'Collection at the club',
      club_delivery: 'Delivery by the club',
      member_delivery: 'Delivery arranged by the member (collected at the club)',
    },
    slot: (d, w) => `${d ? 'Delivery' : 'Pickup'}: ${w}`,
    paid: { account: 'Paid: charged to the club account', card: 'Paid: by card' },
    stopped: (c, r) =>
      `${c ? 'Cancelled' : 'Rejected'}${r ? `: ${r}` : ''}. The charge is reversed on the member's account.`,
    cols: ['Item', 'Qty', 'Rate', 'Amount', 'GST', 'Tax'],
    removed: (w) => `Removed by the club on ${w}; not charged`,
    subtotal: 'Subtotal',
    total: (c) => `Total (${c})`,
    note: (c) =>
      `Amounts in ${c}. GST on each item at its rate, split equally into central (CGST) and state (SGST) tax. Removed items are not charged.`,
    notes: {
      cancelled_by_member: 'Cancelled by the member.',
      paid_by_card: 'Paid by card.',
      card_not_completed: 'The card payment was not completed.',
      placed_by_office: 'Placed by the office for the member.',
      all_items_removed: 'Every item was removed.',
    },
    footer: (club, n, p, pages) => `${club} · ${n} · page ${p} of ${pages}`,
  },
  es: {
    title: 'Factura',
    fallbackNumber: (id) => `pedido ${id}`,
    number: (n) => `Factura n.º ${n}`,
    date: (w) => `Fecha: ${w}`,
    order: (o, id) => `Pedido de ${o} n.º ${id}`,
    member: (c) => `Código de socio: ${c}`,
    fulfilment: {
      collection: 'Recogida en el club',
      club_delivery: 'Entrega por el club',
      member_delivery: 'Entrega a cargo del socio (recogida en el club)',
    },
    slot: (d, w) => `${d ? 'Entrega' : 'Recogida'}: ${w}`,
    paid: { account: 'Pago: cargado en la cuenta del club', card: 'Pago: con tarjeta' },
    stopped: (c, r) =>
      `${c ? 'Cancelado' : 'Rechazado'}${r ? `: ${r}` : ''}. El cargo se revierte en la cuenta del socio.`,
    cols: ['Artículo', 'Cant.', 'Precio', 'Importe', 'GST', 'Impuesto'],
    removed: (w) => `Retirado por el club el ${w}; no se cobra`,
    subtotal: 'Subtotal',
    total: (c) => `Total (${c})`,
    note: (c) =>
      `Importes en ${c}. GST de cada artículo a su tipo, repartido a partes iguales entre el impuesto central (CGST) y el estatal (SGST). Los artículos retirados no se cobran.`,
    notes: {
      cancelled_by_member: 'Cancelado por el socio.',
      paid_by_card: 'Pagado con tarjeta.',
      card_not_completed: 'El pago con tarjeta no se completó.',
      placed_by_office: 'Hecho por la oficina para el socio.',
      all_items_removed: 'Se retiraron todos los artículos.',
    },
    footer: (club, n, p, pages) => `${club} · ${n} · página ${p} de ${pages}`,
  },
  de: {
    title: 'Steuerrechnung',
    fallbackNumber: (id) => `Bestellung ${id}`,
    number: (n) => `Rechnungs-Nr. ${n}`,
    date: (w) => `Datum: ${w}`,
    order: (o, id) => `${o}-Bestellung Nr. ${id}`,
    member: (c) => `Mitgliedsnummer: ${c}`,
    fulfilment: {
      collection: 'Abholung im Club',
      club_delivery: 'Lieferung durch den Club',
      member_delivery: 'Lieferung durch das Mitglied (Abholung im Club)',
    },
    slot: (d, w) => `${d ? 'Lieferung' : 'Abholung'}: ${w}`,
    paid: { account: 'Bezahlt: dem Clubkonto belastet', card: 'Bezahlt: mit Karte' },
    stopped: (c, r) =>
      `${c ? 'Storniert' : 'Abgelehnt'}${r ? `: ${r}` : ''}. Die Belastung wird auf dem Konto des Mitglieds zurückgebucht.`,
    cols: ['Artikel', 'Menge', 'Preis', 'Betrag', 'GST', 'Steuer'],
    removed: (w) => `Am ${w} vom Club entfernt; nicht berechnet`,
    subtotal: 'Zwischensumme',
    total: (c) => `Gesamt (${c})`,
    note: (c) =>
      `Beträge in ${c}. GST je Artikel zu seinem Satz, zu gleichen Teilen als Zentral- (CGST) und Landessteuer (SGST). Entfernte Artikel werden nicht berechnet.`,
    notes: {
      cancelled_by_member: 'Vom Mitglied storniert.',
      paid_by_card: 'Mit Karte bezahlt.',
      card_not_completed: 'Die Kartenzahlung wurde nicht abgeschlossen.',
      placed_by_office: 'Vom Büro für das Mitglied aufgegeben.',
      all_items_removed: 'Alle Artikel wurden entfernt.',
    },
    footer: (club, n, p, pages) => `${club} · ${n} · Seite ${p} von ${pages}`,
  },
};

/**
 * An order's tax invoice in the reader's language: the club's letterhead, the invoice number
 * and date, the member, the items with their GST rates, the tax split into CGST and SGST, and
 * the totals. A cancelled or rejected order says so (its charge is reversed on the member's
 * account). Amounts without a symbol, the currency's code beside them (the fonts lack ₹).
 */
export function renderInvoicePdf(
  order: FnbOrder,
  club: Pick<ClubSettings, 'clubName' | 'address' | 'phone' | 'email' | 'timeZone' | 'currency'>,
  options: { compress?: boolean; lang?: Language } = {},
): Promise<Buffer> {
  const lang = options.lang ?? 'en';
  const T = TEXTS[lang];
  const locale = LANGUAGE_LOCALES[lang];
  const amount = (minor: number) => formatMinor(minor, { symbol: false, locale });
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: club.timeZone,
    }).format(new Date(iso));
  const noteText = (text: string | null) => {
    const code = orderNoteCode(text);
    return code ? T.notes[code].replace(/\.$/, '') : (text ?? '');
  };
  const number = order.invoiceNumber ?? T.fallbackNumber(order.id);
  const pdf = startPdf(
    club,
    { title: `${T.title} ${number}`, subject: `${order.memberName} ${number}` },
    { compress: options.compress },
  );
  const { doc, left, width } = pdf;
  const cur = club.currency;
  const invoiced = order.events.find((e) => e.status === 'ordered')?.at ?? order.createdAt;

  const top = doc.y;
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(14).text(T.title, left, top);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(T.number(number));
  doc.text(T.date(when(invoiced)));
  doc.text(T.order(outletText(order.outlet, lang), order.id));
  const memberX = left + width / 2 + 20;
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(10).text(order.memberName, memberX, top);
  doc.font('Helvetica').fontSize(9);
  doc.text(T.member(order.memberCode), memberX);
  doc.text(T.fulfilment[order.fulfilment], memberX, doc.y, { width: width / 2 - 20 });
  doc.text(T.slot(order.fulfilment === 'club_delivery', when(order.slotAt)), memberX);
  if (order.deliveryAddress)
    doc.text(order.deliveryAddress, memberX, doc.y, { width: width / 2 - 20 });
  doc.text(T.paid[order.paymentMethod], memberX);
  doc.y = Math.max(doc.y, top + 80);
  doc.moveDown(1);

  if (order.status === 'cancelled' || order.status === 'rejected') {
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#b00020')
      .text(T.stopped(order.status === 'cancelled', noteText(order.reason)), left, doc.y, {
        width,
      });
    doc.moveDown(0.8);
  }

  const aligns = ['left', 'right', 'right', 'right', 'right', 'right'] as const;
  const cols = T.cols.map((label, i) => ({
    label,
    w: i === 0 ? width - 5 * 70 : 70,
    align: aligns[i]!,
  }));
  const row = tableRows(pdf, cols, 0);
  row(
    cols.map((c) => c.label),
    true,
  );
  for (const l of order.lines) {
    row(
      [
        l.name,
        String(l.quantity),
        amount(l.price),
        amount(l.amount),
        `${(l.taxRate / 100).toLocaleString(locale, { maximumFractionDigits: 1 })} %`,
        amount(l.tax),
      ],
      false,
      l.removedAt ? T.removed(when(l.removedAt)) : undefined,
    );
  }
  const { cgst, sgst } = gstHalves(order.tax);
  row([T.subtotal, '', '', amount(order.subtotal), '', '']);
  row(['CGST', '', '', '', '', amount(cgst)]);
  row(['SGST', '', '', '', '', amount(sgst)]);
  row([T.total(cur), '', '', '', '', amount(order.total)], true);
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(T.note(cur), left, doc.y, { width });
  return pdf.finish((page, pages) => T.footer(club.clubName, number, page, pages));
}
