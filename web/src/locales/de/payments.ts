import type { Translation } from '../en';

const payments: Translation['payments'] = {
  title: 'Beiträge zahlen',
  intro: 'Zahlen Sie per Karte auf Ihr Clubkonto und sehen Sie alle Ihre Online-Zahlungen.',
  balance: 'Ihr Saldo',
  owes: 'An den Club zu zahlen',
  inCredit: 'Guthaben',
  settled: 'Nichts offen',
  formTitle: 'Jetzt zahlen',
  amount: 'Betrag',
  amountHint: 'Mindestens 100.00, höchstens 2 Dezimalstellen.',
  description: 'Beschreibung',
  descriptionPlaceholder: 'z. B. Beiträge für März',
  payNow: 'Mit Karte zahlen',
  secureNote: 'Sie schließen die Zahlung auf der sicheren Seite des Zahlungsanbieters ab.',
  historyTitle: 'Ihre Zahlungen',
  tableLabel: 'Ihre Zahlungen',
  date: 'Datum',
  statusLabel: 'Status',
  empty: 'Sie haben noch nicht online gezahlt.',
  pagination: 'Seiten der Zahlungen',
  checking: 'Zahlung wird geprüft…',
  checkingText: 'Wir bestätigen das Ergebnis beim Zahlungsanbieter.',
  successTitle: 'Zahlung erhalten',
  successText: 'Vielen Dank: {{amount}} wurden gezahlt und Ihrem Konto gutgeschrieben.',
  failedTitle: 'Zahlung nicht abgeschlossen',
  failedText: 'Die Zahlung über {{amount}} wurde nicht abgeschlossen. {{reason}}',
  pendingTitle: 'Zahlung ausstehend',
  pendingText:
    'Der Anbieter hat die Zahlung noch nicht bestätigt. Sie erscheint hier, sobald er es tut.',
  verifyFailed: 'Die Zahlung konnte nicht bestätigt werden',
  payDuesButton: 'Beiträge zahlen',
  status: {
    created: 'Begonnen',
    authorized: 'Autorisiert',
    captured: 'Bezahlt',
    failed: 'Fehlgeschlagen',
    refunded: 'Erstattet',
  },
};

export default payments;
