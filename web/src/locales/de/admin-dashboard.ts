import type { Translation } from '../en';

const adminDashboard: Translation['admin-dashboard'] = {
  title: 'Verwaltungsübersicht',
  intro: 'Der Club auf einen Blick, {{month}}.',
  paymentsTitle: 'Zahlungen im {{month}}',
  openReport: 'Zahlungsbericht',
  capturedThisMonth: 'Diesen Monat online gezahlt',
  paymentsChart: 'Zahlungen dieses Monats nach Status',
  paymentsTable: 'Zahlungen dieses Monats nach Status',
  noPayments: 'Diesen Monat noch keine Zahlungen.',
  latestImport: 'Letzter Kontoauszugsimport',
  noImport: 'Es wurde noch keine Datei importiert.',
  importPeriod: 'Rechnungen für {{period}}',
  importRows_one: '{{count}} Zeile',
  importRows_other: '{{count}} Zeilen',
  importedBy: 'Importiert von {{name}}, {{when}}',
  membersByStatus: 'Mitglieder nach Status',
  membersByType: 'Mitglieder nach Mitgliedschaftsart',
  membersTotal_one: '{{count}} Mitglied',
  membersTotal_other: '{{count}} Mitglieder',
  members: 'Mitglieder',
  types: {
    Life: 'Lebenslang',
    Ordinary: 'Ordentlich',
    Corporate: 'Firma',
    Temporary: 'Befristet',
    Honorary: 'Ehrenmitglied',
    Affiliate: 'Partnerclub',
  },
};

export default adminDashboard;
