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
    officeTimings: 'Bürozeiten',
    otherLanguages: 'Zeiten in anderen Sprachen',
    sameAsEnglish: 'Leer gelassen, sehen Leser dieser Sprache den englischen Text.',
    textIn: '{{text}} ({{language}})',
    fyStart: 'Das Geschäftsjahr beginnt im',
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
