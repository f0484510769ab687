import type { Language } from '@club/contracts';

/** The words of a member's data export (the PDF) and of its mail, in the club's languages. */
export interface ExportTexts {
  title: string;
  intro: (name: string, code: string) => string;
  made: (when: string) => string;
  sections: {
    details: string;
    family: string;
    consents: string;
    addresses: string;
    months: string;
    entries: string;
    orders: string;
    rooms: string;
    halls: string;
    events: string;
    payments: string;
    feedback: string;
  };
  fields: {
    code: string;
    name: string;
    email: string;
    mobile: string;
    address: string;
    membership: string;
    status: string;
    joined: string;
    birth: string;
    language: string;
    relation: string;
  };
  consent: {
    email: string;
    sms: string;
    directory: string;
    shares: string;
    notifications: string;
    inApp: string;
    byEmail: string;
  };
  cols: {
    date: string;
    month: string;
    description: string;
    amount: string;
    charges: string;
    payments: string;
    credits: string;
    number: string;
    status: string;
    total: string;
    what: string;
    guests: string;
  };
  yes: string;
  no: string;
  none: string;
  club: string;
  you: string;
  footer: (page: number, pages: number) => string;
  mail: {
    subject: string;
    hello: (name: string) => string;
    body: (until: string) => string;
    open: string;
    closing: string;
  };
}

export const EXPORT_TEXTS: Record<Language, ExportTexts> = {
  en: {
    title: 'Your data',
    intro: (n, c) => `Everything the club portal keeps about ${n} (${c}).`,
    made: (w) => `Made on ${w}.`,
    sections: {
      details: 'Your details',
      family: 'Family',
      consents: 'Consents and preferences',
      addresses: 'Delivery addresses',
      months: 'Statements by month',
      entries: 'Statement entries',
      orders: 'Food and beverage orders',
      rooms: 'Room bookings (The Chambers)',
      halls: 'Banquet hall bookings',
      events: 'Event bookings',
      payments: 'Payments',
      feedback: 'Feedback and replies',
    },
    fields: {
      code: 'Member code',
      name: 'Name',
      email: 'Email',
      mobile: 'Mobile',
      address: 'Address',
      membership: 'Membership',
      status: 'Status',
      joined: 'Member since',
      birth: 'Date of birth',
      language: 'Language',
      relation: 'Relation',
    },
    consent: {
      email: 'Mail from the club',
      sms: 'Text messages from the club',
      directory: 'Listed in the members’ directory',
      shares: 'Shared in the directory',
      notifications: 'Notification choices',
      inApp: 'in the portal',
      byEmail: 'by email',
    },
    cols: {
      date: 'Date',
      month: 'Month',
      description: 'Description',
      amount: 'Amount',
      charges: 'Charges',
      payments: 'Payments',
      credits: 'Credits',
      number: 'Number',
      status: 'Status',
      total: 'Total',
      what: 'What',
      guests: 'Guests',
    },
    yes: 'Yes',
    no: 'No',
    none: 'None.',
    club: 'Club office',
    you: 'You',
    footer: (p, n) => `Page ${p} of ${n}`,
    mail: {
      subject: 'Your data is ready to download',
      hello: (n) => `Dear ${n},`,
      body: (u) =>
        `The download of your data you asked for is ready: a JSON file and a readable PDF. The links work until ${u}.`,
      open: 'Download my data',
      closing: 'With regards,',
    },
  },
  es: {
    title: 'Sus datos',
    intro: (n, c) => `Todo lo que el portal del club guarda sobre ${n} (${c}).`,
    made: (w) => `Generado el ${w}.`,
    sections: {
      details: 'Sus datos personales',
      family: 'Familia',
      consents: 'Consentimientos y preferencias',
      addresses: 'Direcciones de entrega',
      months: 'Extractos por mes',
      entries: 'Movimientos del extracto',
      orders: 'Pedidos de comida y bebida',
      rooms: 'Reservas de habitaciones (The Chambers)',
      halls: 'Reservas de salones de banquetes',
      events: 'Reservas de eventos',
      payments: 'Pagos',
      feedback: 'Comentarios y respuestas',
    },
    fields: {
      code: 'Código de socio',
      name: 'Nombre',
      email: 'Correo electrónico',
      mobile: 'Móvil',
      address: 'Dirección',
      membership: 'Tipo de socio',
      status: 'Estado',
      joined: 'Socio desde',
      birth: 'Fecha de nacimiento',
      language: 'Idioma',
      relation: 'Parentesco',
    },
    consent: {
      email: 'Correo del club',
      sms: 'Mensajes de texto del club',
      directory: 'En el directorio de socios',
      shares: 'Compartido en el directorio',
      notifications: 'Preferencias de notificación',
      inApp: 'en el portal',
      byEmail: 'por correo',
    },
    cols: {
      date: 'Fecha',
      month: 'Mes',
      description: 'Descripción',
      amount: 'Importe',
      charges: 'Cargos',
      payments: 'Pagos',
      credits: 'Abonos',
      number: 'Número',
      status: 'Estado',
      total: 'Total',
      what: 'Qué',
      guests: 'Invitados',
    },
    yes: 'Sí',
    no: 'No',
    none: 'Ninguno.',
    club: 'Oficina del club',
    you: 'Usted',
    footer: (p, n) => `Página ${p} de ${n}`,
    mail: {
      subject: 'Sus datos están listos para descargar',
      hello: (n) => `Estimado/a ${n}:`,
      body: (u) =>
        `La descarga de sus datos que pidió está lista: un archivo JSON y un PDF legible. Los enlaces funcionan hasta el ${u}.`,
      open: 'Descargar mis datos',
      closing: 'Atentamente,',
    },
  },
  de: {
    title: 'Ihre Daten',
    intro: (n, c) => `Alles, was das Clubportal über ${n} (${c}) speichert.`,
    made: (w) => `Erstellt am ${w}.`,
    sections: {
      details: 'Ihre Angaben',
      family: 'Familie',
      consents: 'Einwilligungen und Einstellungen',
      addresses: 'Lieferadressen',
      months: 'Kontoauszüge nach Monat',
      entries: 'Buchungen der Kontoauszüge',
      orders: 'Speisen- und Getränkebestellungen',
      rooms: 'Zimmerbuchungen (The Chambers)',
      halls: 'Bankettsaalbuchungen',
      events: 'Veranstaltungsbuchungen',
      payments: 'Zahlungen',
      feedback: 'Feedback und Antworten',
    },
    fields: {
      code: 'Mitgliedsnummer',
      name: 'Name',
      email: 'E-Mail',
      mobile: 'Mobil',
      address: 'Adresse',
      membership: 'Mitgliedschaft',
      status: 'Status',
      joined: 'Mitglied seit',
      birth: 'Geburtsdatum',
      language: 'Sprache',
      relation: 'Beziehung',
    },
    consent: {
      email: 'Post vom Club',
      sms: 'Textnachrichten vom Club',
      directory: 'Im Mitgliederverzeichnis',
      shares: 'Im Verzeichnis geteilt',
      notifications: 'Benachrichtigungen',
      inApp: 'im Portal',
      byEmail: 'per E-Mail',
    },
    cols: {
      date: 'Datum',
      month: 'Monat',
      description: 'Beschreibung',
      amount: 'Betrag',
      charges: 'Belastungen',
      payments: 'Zahlungen',
      credits: 'Gutschriften',
      number: 'Nummer',
      status: 'Status',
      total: 'Summe',
      what: 'Was',
      guests: 'Gäste',
    },
    yes: 'Ja',
    no: 'Nein',
    none: 'Keine.',
    club: 'Clubbüro',
    you: 'Sie',
    footer: (p, n) => `Seite ${p} von ${n}`,
    mail: {
      subject: 'Ihre Daten stehen zum Herunterladen bereit',
      hello: (n) => `Guten Tag ${n},`,
      body: (u) =>
        `Der Download Ihrer Daten, den Sie angefordert haben, ist bereit: eine JSON-Datei und ein lesbares PDF. Die Links funktionieren bis ${u}.`,
      open: 'Meine Daten herunterladen',
      closing: 'Mit freundlichen Grüßen',
    },
  },
};
