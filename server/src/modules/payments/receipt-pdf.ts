import { formatMinor, LANGUAGE_LOCALES, type ClubSettings, type Language } from '@club/contracts';
import { MUTED, startPdf, tableRows } from '../../lib/pdf.ts';

type Texts = {
  title: string;
  number: (n: string) => string;
  paidOn: (when: string) => string;
  member: (code: string) => string;
  cols: [string, string];
  method: string;
  reference: string;
  total: (currency: string) => string;
  note: string;
  footer: (page: number, pages: number) => string;
};

const TEXTS: Record<Language, Texts> = {
  en: {
    title: 'Payment receipt',
    number: (n) => `Receipt no. ${n}`,
    paidOn: (w) => `Paid on ${w}`,
    member: (c) => `Member code: ${c}`,
    cols: ['Description', 'Amount'],
    method: 'Paid online by card',
    reference: 'Provider reference',
    total: (c) => `Total received (${c})`,
    note: "The amount is credited to the member's club account and shown on the monthly statement.",
    footer: (p, n) => `page ${p} of ${n}`,
  },
  es: {
    title: 'Recibo de pago',
    number: (n) => `Recibo n.º ${n}`,
    paidOn: (w) => `Pagado el ${w}`,
    member: (c) => `Código de socio: ${c}`,
    cols: ['Descripción', 'Importe'],
    method: 'Pagado en línea con tarjeta',
    reference: 'Referencia del proveedor',
    total: (c) => `Total recibido (${c})`,
    note: 'El importe se abona en la cuenta del socio en el club y figura en el extracto mensual.',
    footer: (p, n) => `página ${p} de ${n}`,
  },
  de: {
    title: 'Zahlungsbeleg',
    number: (n) => `Beleg-Nr. ${n}`,
    paidOn: (w) => `Bezahlt am ${w}`,
    member: (c) => `Mitgliedsnummer: ${c}`,
    cols: ['Beschreibung', 'Betrag'],
    method: 'Online mit Karte bezahlt',
    reference: 'Referenz des Anbieters',
    total: (c) => `Erhaltener Betrag (${c})`,
    note: 'Der Betrag wird dem Clubkonto des Mitglieds gutgeschrieben und erscheint im Monatsauszug.',
    footer: (p, n) => `Seite ${p} von ${n}`,
  },
};

export interface Receipt {
  id: number;
  description: string;
  amount: number;
  currency: string;
  providerPaymentId: string | null;
  capturedAt: Date;
  memberCode: string;
  memberName: string;
}

/** "P-000123": the payment's own number, which never changes. */
export const receiptNumber = (r: Pick<Receipt, 'id'>) => `P-${String(r.id).padStart(6, '0')}`;

export function renderReceiptPdf(
  r: Receipt,
  club: Pick<ClubSettings, 'clubName' | 'address' | 'phone' | 'email' | 'timeZone'>,
  lang: Language,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const T = TEXTS[lang];
  const number = receiptNumber(r);
  const when = new Intl.DateTimeFormat(LANGUAGE_LOCALES[lang], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: club.timeZone,
  }).format(r.capturedAt);
  // The PDF's fonts lack ₹: the currency's code is printed beside the amounts.
  const amount = formatMinor(r.amount, { symbol: false, locale: LANGUAGE_LOCALES[lang] });
  const pdf = startPdf(club, { title: `${T.title} ${number}`, subject: r.memberName }, options);
  const { doc, left, width } = pdf;
  const top = doc.y;
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(14).text(T.title, left, top);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(T.number(number));
  doc.text(T.paidOn(when));
  doc.text(T.method);
  const memberX = left + width / 2 + 20;
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(10).text(r.memberName, memberX, top);
  doc.font('Helvetica').fontSize(9).text(T.member(r.memberCode), memberX);
  if (r.providerPaymentId) doc.text(`${T.reference}: ${r.providerPaymentId}`, memberX);
  doc.y = Math.max(doc.y, top + 70);
  doc.moveDown(1);
  const cols = [
    { label: T.cols[0], w: width - 120, align: 'left' as const },
    { label: T.cols[1], w: 120, align: 'right' as const },
  ];
  const row = tableRows(pdf, cols, 0);
  row(T.cols, true);
  row([r.description, amount]);
  row([T.total(r.currency), amount], true);
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(T.note, left, doc.y, { width });
  return pdf.finish((p, n) => `${club.clubName} · ${number} · ${T.footer(p, n)}`);
}
