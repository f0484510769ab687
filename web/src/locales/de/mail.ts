import type { Translation } from '../en';

const mail: Translation['mail'] = {
  outbox: {
    title: 'Postausgang',
    intro: 'E-Mails, die das Portal eingereiht oder versendet hat, neueste zuerst.',
    tableLabel: 'E-Mails im Postausgang',
    createdAt: 'Eingereiht',
    topic: 'Thema',
    to: 'An',
    subject: 'Betreff',
    status: 'Status',
    attempts: 'Versuche',
    lastError: 'Letzter Fehler',
    doneAt: 'Erledigt',
    empty: 'Noch keine E-Mails.',
    pagination: 'Seiten des Postausgangs',
    refresh: 'Aktualisieren',
    mailTitle: 'Mail',
    open: 'Die Mail „{{subject}}“ an {{to}} öffnen',
    close: 'Mail schließen',
    replyTo: 'Antworten gehen an',
    statuses: {
      pending: 'Wartet',
      sending: 'Wird gesendet',
      sent: 'Gesendet',
      dead: 'Fehlgeschlagen',
    },
  },
};

export default mail;
