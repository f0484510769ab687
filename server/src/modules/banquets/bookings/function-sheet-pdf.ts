import { BANQUET_SESSION_TIMES, type BanquetBooking, type Language } from '@club/contracts';
import { MUTED, startPdf, tableRows } from '../../../lib/pdf.ts';
import { count } from '../../../mail/words.ts';

type Texts = {
  title: string;
  number: (id: number) => string;
  printed: (on: string) => string;
  status: Record<BanquetBooking['status'], string>;
  cols: [string, string];
  hall: string;
  date: string;
  time: string;
  host: string;
  guests: string;
  guestsValue: (final: number, asked: number) => string;
  package: string;
  extras: string;
  projector: string;
  music: string;
  valet: (n: number) => string;
  none: string;
  menu: string;
  addons: string;
  perGuest: string;
  flat: string;
  comments: string;
  footer: (page: number, pages: number) => string;
};

const TEXTS: Record<Language, Texts> = {
  en: {
    title: 'Function sheet',
    number: (id) => `Booking #${id}`,
    printed: (on) => `Printed from the booking on ${on}: it replaces any earlier sheet.`,
    status: {
      requested: 'Requested',
      confirmed: 'Confirmed',
      completed: 'Completed',
      rejected: 'Rejected',
      cancelled: 'Cancelled',
    },
    cols: ['Item', 'Details'],
    hall: 'Hall',
    date: 'Date',
    time: 'Timings',
    host: 'Host member',
    guests: 'Guests',
    guestsValue: (f, a) => (f === a ? `${f}` : `${f} (final; ${a} asked)`),
    package: 'Menu package',
    extras: 'Extras',
    projector: 'Projector',
    music: 'Music',
    valet: (n) => `Valet parking: ${count('en', n, { one: 'driver', other: 'drivers' })}`,
    none: 'None',
    menu: 'Menu',
    addons: 'Add-ons',
    perGuest: 'per guest',
    flat: 'once',
    comments: 'Member’s comments',
    footer: (p, n) => `page ${p} of ${n}`,
  },
  es: {
    title: 'Hoja del evento',
    number: (id) => `Reserva #${id}`,
    printed: (on) => `Impresa desde la reserva el ${on}: sustituye a cualquier hoja anterior.`,
    status: {
      requested: 'Solicitada',
      confirmed: 'Confirmada',
      completed: 'Completada',
      rejected: 'Rechazada',
      cancelled: 'Cancelada',
    },
    cols: ['Concepto', 'Detalles'],
    hall: 'Salón',
    date: 'Fecha',
    time: 'Horario',
    host: 'Socio anfitrión',
    guests: 'Invitados',
    guestsValue: (f, a) => (f === a ? `${f}` : `${f} (final; ${a} solicitados)`),
    package: 'Paquete de menú',
    extras: 'Extras',
    projector: 'Proyector',
    music: 'Música',
    valet: (n) => `Aparcacoches: ${count('es', n, { one: 'conductor', other: 'conductores' })}`,
    none: 'Ninguno',
    menu: 'Menú',
    addons: 'Complementos',
    perGuest: 'por invitado',
    flat: 'una vez',
    comments: 'Comentarios del socio',
    footer: (p, n) => `página ${p} de ${n}`,
  },
  de: {
    title: 'Veranstaltungsblatt',
    number: (id) => `Buchung #${id}`,
    printed: (on) => `Am ${on} aus der Buchung gedruckt: ersetzt jedes frühere Blatt.`,
    status: {
      requested: 'Angefragt',
      confirmed: 'Bestätigt',
      completed: 'Abgeschlossen',
      rejected: 'Abgelehnt',
      cancelled: 'Storniert',
    },
    cols: ['Punkt', 'Details'],
    hall: 'Saal',
    date: 'Datum',
    time: 'Zeiten',
    host: 'Gastgebendes Mitglied',
    guests: 'Gäste',
    guestsValue: (f, a) => (f === a ? `${f}` : `${f} (endgültig; ${a} angefragt)`),
    package: 'Menüpaket',
    extras: 'Extras',
    projector: 'Projektor',
    music: 'Musik',
    valet: (n) => `Parkservice: ${count('de', n, { one: 'Fahrer', other: 'Fahrer' })}`,
    none: 'Keine',
    menu: 'Menü',
    addons: 'Zusatzleistungen',
    perGuest: 'pro Gast',
    flat: 'einmalig',
    comments: 'Anmerkungen des Mitglieds',
    footer: (p, n) => `Seite ${p} von ${n}`,
  },
};

/** The function sheet's PDF, drawn from a booking as it is now (no prices: for the staff). */
export function renderFunctionSheet(
  b: BanquetBooking,
  club: { clubName: string; address: string; phone: string; email: string },
  lang: Language,
  printedOn: string,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const T = TEXTS[lang];
  const pdf = startPdf(
    club,
    { title: `${T.title} ${T.number(b.id)}`, subject: b.hallName },
    options,
  );
  const { doc, left, width } = pdf;
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(14).text(T.title, left, doc.y);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(`${T.number(b.id)} · ${T.status[b.status]}`);
  doc.text(T.printed(printedOn));
  doc.moveDown(1);
  const cols = [
    { label: T.cols[0], w: 150, align: 'left' as const },
    { label: T.cols[1], w: width - 150, align: 'left' as const },
  ];
  const row = tableRows(pdf, cols, 1);
  const time = BANQUET_SESSION_TIMES[b.session];
  const extras = [
    b.projector ? T.projector : '',
    b.music ? T.music : '',
    b.valetDrivers > 0 ? T.valet(b.valetDrivers) : '',
  ].filter(Boolean);
  row(T.cols, true);
  row([T.hall, b.hallName]);
  row([T.date, b.date]);
  row([T.time, `${time.from}–${time.to} (${b.hours} h)`]);
  row([T.host, `${b.memberName} (${b.memberCode})`]);
  row([T.guests, T.guestsValue(b.finalGuests ?? b.guests, b.guests)], true);
  row([T.package, b.packageName]);
  row([T.extras, extras.length ? extras.join(', ') : T.none]);
  doc.moveDown(1);
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(11).text(T.menu, left, doc.y);
  doc.moveDown(0.3);
  const menu = tableRows(pdf, cols, 1);
  for (const c of b.menu) {
    if (c.dishes.length === 0) continue;
    menu([c.course, c.dishes.map((d) => d.name).join(', ')]);
  }
  if (b.addons.length) {
    menu([
      T.addons,
      b.addons
        .map((a) => `${a.name} (${a.pricing === 'per_guest' ? T.perGuest : T.flat})`)
        .join(', '),
    ]);
  }
  if (b.comments) {
    doc.moveDown(1);
    doc.fillColor('#000').font('Helvetica-Bold').fontSize(11).text(T.comments, left, doc.y);
    doc.font('Helvetica').fontSize(9).text(b.comments, left, doc.y, { width });
  }
  return pdf.finish((p, n) => `${club.clubName} · ${T.number(b.id)} · ${T.footer(p, n)}`);
}
