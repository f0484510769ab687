import { formatMinor, type ClubSettings, type StatementResponse } from '@club/contracts';
import { MUTED, startPdf, tableRows } from '../../lib/pdf.ts';
import { monthLabel } from './months.ts';

/** "1,23,456.78" (the currency's code is printed beside it: the PDF's fonts lack ₹). */
const amountText = (minor: number) => formatMinor(minor, { symbol: false });

function dateText(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone }).format(new Date(iso));
}

/**
 * The month's statement as a PDF: the club's letterhead, the member's details, the totals
 * and the entries with a running balance.
 */
export function renderStatementPdf(
  s: StatementResponse,
  club: Pick<ClubSettings, 'clubName' | 'address' | 'phone' | 'email' | 'timeZone'>,
  options: { compress?: boolean; generatedAt?: Date } = {},
): Promise<Buffer> {
  const title = `Statement of account ${s.member.code} ${s.totals.month}`;
  const pdf = startPdf(
    club,
    { title, subject: `${s.member.name} ${s.totals.month}` },
    { compress: options.compress },
  );
  const { doc, left, width } = pdf;
  const cur = s.currency;

  // Title and member
  const top = doc.y;
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(14).text('Statement of account', left, top);
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(`${monthLabel(s.totals.month)}${s.totals.current ? ' (transactions so far)' : ''}`);
  doc.fontSize(9).fillColor(MUTED);
  doc.text(
    `Period: ${dateText(s.from, club.timeZone)} to ${dateText(new Date(Date.parse(s.to) - 1).toISOString(), club.timeZone)}`,
  );
  const memberX = left + width / 2 + 20;
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(10).text(s.member.name, memberX, top);
  doc.font('Helvetica').fontSize(9);
  doc.text(`Member code: ${s.member.code}`, memberX);
  doc.text(`Membership: ${s.member.membershipType} (${s.member.status})`, memberX);
  if (s.member.address) doc.text(s.member.address, memberX, doc.y, { width: width / 2 - 20 });
  if (s.member.email) doc.text(s.member.email, memberX);
  doc.moveDown(1.5);

  // Totals box
  const boxTop = Math.max(doc.y, top + 70);
  const cells: [string, number][] = [
    ['Opening balance', s.totals.openingBalance],
    ['Charges', s.totals.charges],
    ['Payments', s.totals.payments],
    ['Credits', s.totals.credits],
    ['Closing balance', s.totals.closingBalance],
  ];
  const cellW = width / cells.length;
  doc.rect(left, boxTop, width, 44).fillAndStroke('#f6eeee', '#d8c4c4');
  cells.forEach(([label, value], i) => {
    const x = left + i * cellW + 8;
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(8)
      .text(label.toUpperCase(), x, boxTop + 8, {
        width: cellW - 16,
      });
    doc
      .fillColor('#000')
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(`${cur} ${amountText(value)}`, x, boxTop + 22, { width: cellW - 16 });
  });
  doc.y = boxTop + 60;

  // Entries
  const cols = [
    { key: 'date', label: 'Date', w: 62, align: 'left' as const },
    { key: 'desc', label: 'Description', w: width - 62 - 3 * 72, align: 'left' as const },
    { key: 'debit', label: 'Charges', w: 72, align: 'right' as const },
    { key: 'credit', label: 'Payments/credits', w: 72, align: 'right' as const },
    { key: 'bal', label: 'Balance', w: 72, align: 'right' as const },
  ];
  const row = tableRows(pdf, cols);
  row(
    cols.map((c) => c.label),
    true,
  );
  row(['', 'Opening balance', '', '', amountText(s.totals.openingBalance)]);
  for (const e of s.entries) {
    row(
      [
        dateText(e.postedAt, club.timeZone),
        e.description,
        e.amount > 0 ? amountText(e.amount) : '',
        e.amount < 0 ? amountText(-e.amount) : '',
        amountText(e.balance),
      ],
      false,
      e.reference,
    );
  }
  if (s.entries.length === 0) row(['', 'No transactions in this month.', '', '', '']);
  row(
    [
      '',
      'Totals and closing balance',
      amountText(s.totals.charges),
      amountText(s.totals.payments + s.totals.credits),
      amountText(s.totals.closingBalance),
    ],
    true,
  );
  doc.moveDown(1);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `Amounts in ${cur}. A positive balance is owed to the club. Opening balance + charges - payments - credits = closing balance.`,
      left,
      doc.y,
      { width },
    );

  // Footer on every page
  const generated = dateText((options.generatedAt ?? new Date()).toISOString(), club.timeZone);
  return pdf.finish(
    (page, pages) =>
      `${club.clubName} · ${s.member.code} · ${s.totals.month} · generated ${generated} · page ${page} of ${pages}`,
  );
}
