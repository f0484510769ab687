import {
  formatMinor,
  LANGUAGE_LOCALES,
  ledgerTextFormat,
  membershipTypeText,
  type ClubSettings,
  type Language,
} from '@club/contracts';
import { MUTED, startPdf, tableRows, type Pdf } from '../../lib/pdf.ts';
import { storedWord } from '../../lib/stored-words.ts';
import type { MemberData } from './member-data.ts';
import { EXPORT_TEXTS } from './texts.ts';

type Club = Pick<
  ClubSettings,
  'clubName' | 'address' | 'phone' | 'email' | 'timeZone' | 'currency'
>;

const str = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0));

/**
 * A member's data as a readable PDF in their language: each section of the JSON as a heading
 * and a table (amounts in their number format with the club's currency, dates in the club's
 * time zone).
 */
export function renderExportPdf(
  data: MemberData,
  club: Club,
  lang: Language,
  options: { compress?: boolean; madeAt: Date },
): Promise<Buffer> {
  const T = EXPORT_TEXTS[lang];
  /** A stored word (a status, a session, a topic, a relation) in the reader's language. */
  const word = (v: unknown): string => storedWord(lang, v);
  const languageName = (v: unknown): string =>
    str(v) ? (new Intl.DisplayNames([locale], { type: 'language' }).of(str(v)) ?? str(v)) : '';
  const locale = LANGUAGE_LOCALES[lang];
  const money = (minor: unknown) =>
    `${club.currency} ${formatMinor(num(minor), { symbol: false, locale })}`;
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: club.timeZone });
  const times = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: club.timeZone,
  });
  /** A moment (ISO with a time) in the club's zone; a plain day as it is. */
  const when = (v: unknown, withTime = false) => {
    const s = str(v);
    if (!s) return '';
    if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return dates.format(new Date(`${s}T12:00:00Z`));
    const d = new Date(s);
    return Number.isNaN(d.getTime()) ? s : (withTime ? times : dates).format(d);
  };
  const d = data.details;
  const name = str(d.name);
  const pdf = startPdf(
    club,
    { title: `${T.title} ${str(d.code)}`, subject: name },
    { compress: options.compress },
  );
  const { doc, left, width } = pdf;

  doc.fillColor('#000').font('Helvetica-Bold').fontSize(14).text(T.title, left);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(T.intro(name, str(d.code)));
  doc.text(T.made(when(options.madeAt.toISOString(), true)));
  doc.moveDown(0.8);

  const heading = (text: string) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 80) {
      doc.addPage();
      doc.y = doc.page.margins.top;
    }
    doc.moveDown(0.6);
    doc.fillColor('#000').font('Helvetica-Bold').fontSize(11).text(text, left);
    doc.moveDown(0.3);
  };
  const none = () => doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(T.none, left);
  const yesNo = (b: unknown) => (b ? T.yes : T.no);

  heading(T.sections.details);
  facts(pdf, [
    [T.fields.code, str(d.code)],
    [T.fields.name, name],
    [T.fields.email, str(d.email)],
    [T.fields.mobile, str(d.mobile)],
    [T.fields.address, str(d.address)],
    [T.fields.membership, membershipTypeText(str(d.membershipType), lang)],
    [T.fields.status, word(d.status)],
    [T.fields.joined, when(d.joinedOn)],
    [T.fields.birth, when(d.dateOfBirth)],
    [T.fields.language, languageName(d.language)],
  ]);

  heading(T.sections.family);
  if (data.family.length === 0) none();
  else {
    const row = tableRows(pdf, cols(width, [T.fields.name, T.fields.relation, T.fields.birth]));
    row([T.fields.name, T.fields.relation, T.fields.birth], true);
    for (const f of data.family) row([str(f.name), word(f.relation), when(f.dateOfBirth)]);
  }

  heading(T.sections.consents);
  const c = data.consents;
  facts(pdf, [
    [T.consent.email, yesNo(c.email)],
    [T.consent.sms, yesNo(c.sms)],
    [T.consent.directory, yesNo(c.directoryListed)],
    [T.consent.shares, c.directoryShares.join(', ') || '-'],
    [
      T.consent.notifications,
      c.notifications
        .map(
          (n) =>
            `${str(n.kind)}: ${T.consent.inApp} ${yesNo(n.inApp)}, ${T.consent.byEmail} ${yesNo(n.email)}`,
        )
        .join('; ') || '-',
    ],
  ]);

  heading(T.sections.addresses);
  if (data.addresses.length === 0) none();
  else
    for (const a of data.addresses) {
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor('#000')
        .text(
          `${str(a.label)}: ${[a.line1, a.line2, a.city, a.pincode, a.phone].map(str).filter(Boolean).join(', ')}`,
          left,
        );
    }

  heading(T.sections.months);
  if (data.statements.months.length === 0) none();
  else {
    const labels = [T.cols.month, T.cols.charges, T.cols.payments, T.cols.credits];
    const row = tableRows(pdf, cols(width, labels, [1, 2, 3]));
    row(labels, true);
    const fmt = ledgerTextFormat(lang);
    for (const m of data.statements.months) {
      row([fmt.month(str(m.month)), money(m.charges), money(m.payments), money(m.credits)]);
    }
  }

  heading(T.sections.entries);
  if (data.statements.entries.length === 0) none();
  else {
    const labels = [T.cols.date, T.cols.description, T.cols.amount];
    const row = tableRows(pdf, cols(width, labels, [2]));
    row(labels, true);
    for (const e of data.statements.entries) {
      row([when(e.postedAt), str(e.description), money(e.amount)]);
    }
  }

  heading(T.sections.orders);
  if (data.orders.length === 0) none();
  else {
    const labels = [T.cols.number, T.cols.date, T.cols.status, T.cols.total];
    const row = tableRows(pdf, cols(width, labels, [3]), 0);
    row(labels, true);
    for (const o of data.orders) {
      const items = o.lines.map((l) => `${num(l.quantity)} × ${str(l.name)}`).join(', ');
      row(
        [
          str(o.invoiceNumber) || `#${str(o.id)}`,
          when(o.slotAt, true),
          word(o.status),
          money(o.total),
        ],
        false,
        items,
      );
    }
  }

  heading(T.sections.rooms);
  bookingTable(
    data.bookings.rooms.map((b) => [
      `${when(b.checkIn)} – ${when(b.checkOut)}`,
      `${word(b.roomType)} × ${str(b.rooms)}, ${str(b.guestName)}`,
      word(b.status),
      money(b.total),
    ]),
  );
  heading(T.sections.halls);
  bookingTable(
    data.bookings.halls.map((b) => [
      when(b.date),
      `${str(b.hall)}, ${word(b.session)}, ${str(b.guests)} ${T.cols.guests}`,
      word(b.status),
      money(b.total),
    ]),
  );
  heading(T.sections.events);
  bookingTable(
    data.bookings.events.map((b) => [
      when(b.eventStartsAt),
      `${str(b.event)}, ${str(b.heads)} ${T.cols.guests}`,
      word(b.status),
      money(b.total),
    ]),
  );

  heading(T.sections.payments);
  bookingTable(
    data.payments.map((p) => [
      when(p.createdAt),
      str(p.description),
      word(p.status),
      money(p.amount),
    ]),
  );

  heading(T.sections.feedback);
  if (data.feedback.length === 0) none();
  else
    for (const f of data.feedback) {
      doc
        .font('Helvetica-Bold')
        .fontSize(9.5)
        .fillColor('#000')
        .text(
          `${str(f.subject)} (${word(f.category)}, ${word(f.status)}, ${when(f.createdAt)})`,
          left,
        );
      for (const m of f.messages) {
        doc
          .font('Helvetica')
          .fontSize(8.5)
          .fillColor(MUTED)
          .text(`${m.from === 'member' ? T.you : T.club} · ${when(m.at, true)}`, left + 10);
        doc.fillColor('#000').text(str(m.body), left + 10, doc.y, { width: width - 10 });
      }
      doc.moveDown(0.4);
    }

  return pdf.finish(
    (page, pages) => `${club.clubName} · ${str(d.code)} · ${T.footer(page, pages)}`,
  );

  function bookingTable(rows: string[][]) {
    if (rows.length === 0) return none();
    const labels = [T.cols.date, T.cols.what, T.cols.status, T.cols.total];
    const row = tableRows(pdf, cols(width, labels, [3]), 1);
    row(labels, true);
    for (const r of rows) row(r);
  }
}

/** Columns over the page's width: the second one takes what the others leave. */
function cols(width: number, labels: string[], right: number[] = []) {
  const narrow = labels.length > 3 ? 88 : 110;
  const wide = width - narrow * (labels.length - 1);
  return labels.map((label, i) => ({
    label,
    w: i === 1 ? wide : narrow,
    align: right.includes(i) ? ('right' as const) : ('left' as const),
  }));
}

/** Label and value pairs, one a line. */
function facts(pdf: Pdf, pairs: [string, string][]) {
  const { doc, left, width } = pdf;
  for (const [label, value] of pairs) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(label, left, y, { width: 150 });
    doc.fillColor('#000').text(value || '-', left + 160, y, { width: width - 160 });
    doc.moveDown(0.15);
  }
}
