import type { Translation } from '../en';

const reports: Translation['reports'] = {
  payment: {
    title: 'Zahlungsbericht',
    intro: 'Online-Zahlungen nach Zeitraum, Status und Mitglied, mit Summen. Als CSV exportieren.',
    exportCsv: 'CSV exportieren',
    period: 'Zeitraum',
    periodPlaceholder: 'Alle Daten',
    status: 'Status',
    allStatuses: 'Alle Status',
    member: 'Mitglied',
    memberPlaceholder: 'Mitgliedsnummer, z. B. M1001',
    count: 'Zahlungen',
    capturedTotal: 'Bezahlt (eingezogen)',
    allTotal: 'Alle Beträge',
    byStatus: 'Summen nach Status',
    tableLabel: 'Zahlungen',
    empty: 'Keine Zahlung passt zu diesen Filtern.',
    reference: 'Referenz des Anbieters',
    thisMonth: 'Dieser Monat',
    lastMonth: 'Letzter Monat',
    clearFilters: 'Filter zurücksetzen',
  },
};

export default reports;
