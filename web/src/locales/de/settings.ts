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
    fyStart: 'Das Geschäftsjahr beginnt im',
  },
};

export default settings;
