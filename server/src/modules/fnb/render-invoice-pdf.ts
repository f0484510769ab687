import { formatMinor, gstHalves, type ClubSettings, type FnbOrder } from '@club/contracts';
import { MUTED, startPdf, tableRows } from '../../lib/pdf.ts';
import { OUTLET_NAMES } from './place-order.ts';

/** "1,23,456.78" (the currency's code is printed beside it: the PDF's fonts lack ₹). */
const amount = (minor: number) => formatMinor(minor, { symbol: false });

const when = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );

const FULFILMENT: Record<FnbOrder['fulfilment'], string> = {
  collection: 'Collection at the club',
  club_delivery: 'Delivery by the club',
  member_delivery: 'Delivery arranged by the member (collected at the club)',
};

/**
 * An order's tax invoice: the club's letterhead, the invoice number and date, the member, the
 * items with their GST rates, the tax split into CGST and SGST, and the totals. A cancelled or
 * rejected order says so (its charge is reversed on the member's account).
 */
export function renderInvoicePdf(
  order: FnbOrder,
  club: Pick<ClubSettings, 'clubName' | 'address' | 'phone' | 'email' | 'timeZone' | 'currency'>,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const number = order.invoiceNumber ?? `order ${order.id}`;
  const pdf = startPdf(
    club,
    { title: `Tax invoice ${number}`, subject: `${order.memberName} ${number}` },
    options,
  );
  const { doc, left, width } = pdf;
  const cur = club.currency;
  const invoiced = order.events.find((e) => e.status === 'ordered')?.at ?? order.createdAt;

  const top = doc.y;
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(14).text('Tax invoice', left, top);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(`Invoice no. ${number}`);
  doc.text(`Date: ${when(invoiced, club.timeZone)}`);
  doc.text(`${OUTLET_NAMES[order.outlet]} order #${order.id}`);
  const memberX = left + width / 2 + 20;
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(10).text(order.memberName, memberX, top);
  doc.font('Helvetica').fontSize(9);
  doc.text(`Member code: ${order.memberCode}`, memberX);
  doc.text(FULFILMENT[order.fulfilment], memberX, doc.y, { width: width / 2 - 20 });
  doc.text(
    `${order.fulfilment === 'club_delivery' ? 'Delivery' : 'Pickup'}: ${when(order.slotAt, club.timeZone)}`,
    memberX,
  );
  if (order.deliveryAddress)
    doc.text(order.deliveryAddress, memberX, doc.y, { width: width / 2 - 20 });
  doc.text(
    `Paid: ${order.paymentMethod === 'account' ? 'charged to the club account' : 'by card'}`,
    memberX,
  );
  doc.y = Math.max(doc.y, top + 80);
  doc.moveDown(1);

  if (order.status === 'cancelled' || order.status === 'rejected') {
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#b00020')
      .text(
        `${order.status === 'cancelled' ? 'Cancelled' : 'Rejected'}${order.reason ? `: ${order.reason}` : ''}. The charge is reversed on the member's account.`,
        left,
        doc.y,
        { width },
      );
    doc.moveDown(0.8);
  }

  const cols = [
    { label: 'Item', w: width - 5 * 70, align: 'left' as const },
    { label: 'Qty', w: 70, align: 'right' as const },
    { label: 'Rate', w: 70, align: 'right' as const },
    { label: 'Amount', w: 70, align: 'right' as const },
    { label: 'GST', w: 70, align: 'right' as const },
    { label: 'Tax', w: 70, align: 'right' as const },
  ];
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
        `${(l.taxRate / 100).toFixed(l.taxRate % 100 ? 1 : 0)} %`,
        amount(l.tax),
      ],
      false,
      l.removedAt
        ? `Removed by the club on ${when(l.removedAt, club.timeZone)}; not charged`
        : undefined,
    );
  }
  const { cgst, sgst } = gstHalves(order.tax);
  row(['Subtotal', '', '', amount(order.subtotal), '', '']);
  row(['CGST', '', '', '', '', amount(cgst)]);
  row(['SGST', '', '', '', '', amount(sgst)]);
  row([`Total (${cur})`, '', '', '', '', amount(order.total)], true);
  doc.moveDown(1);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `Amounts in ${cur}. GST on each item at its rate, split equally into central (CGST) and state (SGST) tax. Removed items are not charged.`,
      left,
      doc.y,
      { width },
    );
  return pdf.finish((page, pages) => `${club.clubName} · ${number} · page ${page} of ${pages}`);
}
