import {
  formatMinor,
  LANGUAGE_LOCALES,
  ledgerTextFormat,
  membershipTypeText,
  type ClubSettings,
  type Language,
  type MemberStatus,
  type StatementResponse,
} from '@club/contracts';
import { MUTED, startPdf, tableRows } from '../../lib/pdf.ts';
import { STATEMENT_TEXTS } from './texts.ts';

/**
 * The month's statement as a PDF in the reader's language (its words, dates and numbers):
 * the club's letterhead, the member's details, the totals and the entries with a running
 * balance.
 */
export function renderStatementPdf(
  s: StatementResponse,
  club: Pick<ClubSettings, 'clubName' | 'address' | 'phone' | 'email' | 'timeZone'>,
  lang: Language = 'en',
  options: { compress?: boolean; generatedAt?: Date } = {},
): Promise<Buffer> {
  const T = STATEMENT_TEXTS[lang];
  const locale = LANGUAGE_LOCALES[lang];
  /** "1,23,456.78", "1.234,50" (the currency's code is printed beside it: the fonts lack ₹). */
  const amountText = (minor: number) => formatMinor(minor, { symbol: false, locale });
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: club.timeZone });
  const dateText = (iso: string) => dates.format(new Date(iso));
  const title = `${T.title} ${s.member.code} ${s.totals.month}`;
  const pdf = startPdf(
    club,
    { title, subject: `${s.member.name} ${s.totals.month}` },
    { compress: options.compress },
  );
  const { doc, left, width } = pdf;
  const cur = s.currency;

  // Title and member
  const top = doc.y;
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(14).text(T.title, left, top);
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(
      `${ledgerTextFormat(lang).month(s.totals.month)}${s.totals.current ? ` (${T.soFar})` : ''}`,
    );
  doc.fontSize(9).fillColor(MUTED);
  doc.text(T.period(dateText(s.from), dateText(new Date(Date.parse(s.to) - 1).toISOString())));
  const memberX = left + width / 2 + 20;
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(10).text(s.member.name, memberX, top);
  doc.font('Helvetica').fontSize(9);
  doc.text(`${T.memberCode}: ${s.member.code}`, memberX);
  const status = T.status[s.member.status as MemberStatus] ?? s.member.status;
  doc.text(
    `${T.membership}: ${membershipTypeText(s.member.membershipType, lang)} (${status})`,
    memberX,
  );
  if (s.member.address) doc.text(s.member.address, memberX, doc.y, { width: width / 2 - 20 });
  if (s.member.email) doc.text(s.member.email, memberX);
  doc.moveDown(1.5);

  // Totals box
  const boxTop = Math.max(doc.y, top + 70);
  const cells: [string, number][] = [
    [T.opening, s.totals.openingBalance],
    [T.charges, s.totals.charges],
    [T.payments, s.totals.payments],
    [T.credits, s.totals.credits],
    [T.closing, s.totals.closingBalance],
  ];
  const cellW = width / cells.length;
  doc.rect(left, boxTop, width, 44).fillAndStroke('#f6eeee', '#d8c4c4');
  cells.forEach(([label, value], i) => {
    const x = left + i * cellW + 8;
    doc
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(8)
      .text(label.toLocaleUpperCase(locale), x, boxTop + 8, {
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
    { key: 'date', label: T.cols.date, w: 62, align: 'left' as const },
    { key: 'desc', label: T.cols.description, w: width - 62 - 3 * 72, align: 'left' as const },
    { key: 'debit', label: T.cols.charges, w: 72, align: 'right' as const },
    { key: 'credit', label: T.cols.credits, w: 72, align: 'right' as const },
    { key: 'bal', label: T.cols.balance, w: 72, align: 'right' as const },
  ];
  const row = tableRows(pdf, cols);
  row(
    cols.map((c) => c.label),
    true,
  );
  row(['', T.opening, '', '', amountText(s.totals.openingBalance)]);
  for (const e of s.entries) {
    row(
      [
        dateText(e.postedAt),
        e.description,
        e.amount > 0 ? amountText(e.amount) : '',
        e.amount < 0 ? amountText(-e.amount) : '',
        amountText(e.balance),
      ],
      false,
      e.reference,
    );
  }
  if (s.entries.length === 0) row(['', T.none, '', '', '']);
  row(
    [
      '',
      T.totals,
      amountText(s.totals.charges),
      amountText(s.totals.payments + s.totals.credits),
      amountText(s.totals.closingBalance),
    ],
    true,
  );
  doc.moveDown(1);
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(T.note(cur), left, doc.y, { width });

  // Footer on every page
  const generated = dateText((options.generatedAt ?? new Date()).toISOString());
  return pdf.finish(
    (page, pages) =>
      `${club.clubName} · ${s.member.code} · ${s.totals.month} · ${T.footer(generated, page, pages)}`,
  );
}
