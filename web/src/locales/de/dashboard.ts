import type { Translation } from '../en';

const dashboard: Translation['dashboard'] = {
  title: 'Übersicht',
  welcome: 'Willkommen, {{name}}',
  memberCode: 'Mitgliedsnummer',
  status: 'Mitgliedsstatus',
  lastLogin: 'Letzte Anmeldung',
  firstLogin: 'Dies ist Ihre erste Anmeldung.',
  restrictedTitle: 'Ihre Mitgliedschaft ist {{status}}',
  restrictedText:
    'Sie können Ihre Kontoauszüge lesen und Beiträge bezahlen, aber nicht bestellen oder buchen, bis Ihre Mitgliedschaft wieder aktiv ist.',
  role: 'Ihre Rolle',
  staffCode: 'Personalkennung',
  yourScreens: 'Ihre Seiten',
  actingNote:
    'Sie handeln für dieses Mitglied. Alles, was Sie tun, wird als von Ihnen in seinem Namen ausgeführt gespeichert.',
};

export default dashboard;
