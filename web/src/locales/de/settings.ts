import type { Translation } from '../en';

const settings: Translation['settings'] = {
  admin: {
    title: 'Allgemeine Einstellungen',
    clubName: 'Name des Clubs',
    shortName: 'Kurzname (Smartphones)',
    address: 'Adresse',
    phone: 'Telefon',
    email: 'E-Mail des Büros (erhält Anfragen)',
    clubTimings: 'Öffnungszeiten des Clubs',
    otherLanguages: 'Öffnungszeiten des Clubs in anderen Sprachen',
    sameAsEnglish: 'Leer gelassen, sehen Leser dieser Sprache den englischen Text.',
    textIn: '{{text}} ({{language}})',
    fyStart: 'Das Geschäftsjahr beginnt im',
  },
  officeHours: {
    day: {
      mon: 'Montag',
      tue: 'Dienstag',
      wed: 'Mittwoch',
      thu: 'Donnerstag',
      fri: 'Freitag',
      sat: 'Samstag',
      sun: 'Sonntag',
    },
    title: 'Bürozeiten',
    hint: 'Wann das Büro für Mitglieder da ist, in der Zeitzone des Clubs. Die öffentliche Fußzeile und die Kontaktseite zeigen diese Zeiten, und die Antwortziele für Feedback zählen nur diese Stunden.',
    open: 'Geöffnet am {{day}}',
    opens: 'Öffnet',
    closes: 'Schließt',
    opensOn: '{{day}} öffnet',
    closesOn: '{{day}} schließt',
    closed: 'Geschlossen',
  },
  minimum: {
    title: 'Monatlicher Mindestverzehr',
    hint: 'Je Mitgliedsart, ohne Steuern; leer lassen für keinen. Am Monatsende wird einem Mitglied, das weniger verzehrt hat, die Differenz einmal belastet, auf dem Auszug dieses Monats.',
    adminOnly: 'Je Mitgliedsart, ohne Steuern. Nur ein Administrator ändert sie.',
  },
  policies: {
    title: 'Stornobedingungen',
    hint: 'Was eine Stornierung erstattet, nach ganzen Tagen vor dem Aufenthalt oder der Veranstaltung. Jede Buchung behält die Bedingungen, die bei der Buchung galten.',
    chambers: 'Zimmeraufenthalte',
    banquets: 'Saalveranstaltungen',
    daysBefore: 'Ab Tagen vorher',
    refundPercent: 'Erstattung',
    removeTier: 'Stufe {{n}} von {{policy}} entfernen',
    addTier: 'Stufe hinzufügen ({{policy}})',
  },
};

export default settings;
