import {
  LANGUAGE_LOCALES,
  type ClubSettings,
  type EventReportResponse,
  type Language,
} from '@club/contracts';
import { MUTED, startPdf, tableRows } from '../../lib/pdf.ts';
import { EVENT_REPORT_TEXTS } from './event-report-texts.ts';

/**
 * The printable door list of an event in the reader's language: alphabetical by member name,
 * each household with who is coming (dependents and guests by name) and its heads, a box to
 * tick on arrival, and the total heads.
 */
export function renderEventDoorList(
  r: EventReportResponse,
  club: Pick<ClubSettings, 'clubName' | 'address' | 'phone' | 'email' | 'timeZone'>,
  lang: Language,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const T = EVENT_REPORT_TEXTS[lang];
  const when = new Intl.DateTimeFormat(LANGUAGE_LOCALES[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: club.timeZone,
  }).format(new Date(r.event.startsAt));
  const pdf = startPdf(
    club,
    { title: `${T.doorList}: ${r.event.title}`, subject: r.event.title },
    { compress: options.compress },
  );
  const { doc, left, width } = pdf;
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(14).text(T.doorList, left);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(T.place(r.event.title, when, r.event.venue));
  doc.moveDown(1);
  const cols = [
    { label: T.doorHeader[0], w: width * 0.32, align: 'left' as const },
    { label: T.doorHeader[1], w: width * 0.12, align: 'left' as const },
    { label: T.doorHeader[2], w: width * 0.36, align: 'left' as const },
    { label: T.doorHeader[3], w: width * 0.1, align: 'right' as const },
    { label: T.doorHeader[4], w: width * 0.1, align: 'right' as const },
  ];
  const row = tableRows(pdf, cols, 2);
  row(
    cols.map((c) => c.label),
    true,
  );
  const collator = new Intl.Collator(LANGUAGE_LOCALES[lang]);
  const sorted = [...r.rows].sort(
    (a, b) => collator.compare(a.memberName, b.memberName) || a.bookingId - b.bookingId,
  );
  for (const x of sorted) {
    const party = [...x.dependents, ...x.guests].join(', ');
    row([x.memberName, x.memberCode, T.who[x.who], String(x.heads), '[  ]'], false, party);
  }
  row([T.total, '', '', String(r.totals.heads), ''], true);
  return pdf.finish((p, of) => `${r.event.title} · ${T.page(p, of)}`);
}
