import type { Translation } from '../en';

const inbox: Translation['inbox'] = {
  title: 'Posteingang',
  intro:
    'Alle Nachrichten, die der Club Ihnen geschickt hat, und was Sie dem Club geschrieben haben.',
  folders: {
    label: 'Ordner',
    inbox: 'Posteingang',
    sent: 'Gesendet',
    spam: 'Spam',
    trash: 'Papierkorb',
  },
  tags: {
    bookings: 'Buchungen',
    dining: 'Restaurant',
    events: 'Veranstaltungen',
    club: 'Clubnachrichten',
    personal: 'Persönlich',
  },
  sources: {
    broadcast: 'Clubnachricht',
    mail: 'E-Mail',
    feedback: 'Ihr Feedback',
  },
  filters: {
    search: 'Suchen',
    searchPlaceholder: 'Betreff oder Text',
    starred: 'Nur markierte',
    important: 'Nur wichtige',
    tag: 'Schlagwort',
    allTags: 'Alle Schlagwörter',
  },
  list: {
    label: 'Nachrichten',
    loading: 'Ihre Nachrichten werden geladen…',
    empty: 'Hier sind keine Nachrichten.',
    pagesLabel: 'Seiten der Nachrichten',
    perPage: 'Nachrichten pro Seite',
    unread: 'Ungelesen',
    unreadCount_one: '{{count}} ungelesen',
    unreadCount_other: '{{count}} ungelesen',
    from: 'Von {{from}}',
  },
  actions: {
    label: 'Aktionen für diese Nachricht',
    star: 'Markieren',
    unstar: 'Markierung entfernen',
    important: 'Als wichtig markieren',
    notImportant: 'Nicht wichtig',
    tags: 'Schlagwörter',
    spam: 'In Spam verschieben',
    trash: 'In den Papierkorb',
    restore: 'Wiederherstellen',
    markUnread: 'Als ungelesen markieren',
    back: 'Zurück zum Posteingang',
    openBroadcast: 'Seite der Nachricht öffnen',
    openFeedback: 'Unterhaltung öffnen',
    starred: 'Markiert',
    isImportant: 'Wichtig',
  },
  done: {
    moved: 'Verschoben nach {{folder}}.',
    restored: 'Wiederhergestellt.',
  },
  message: {
    loading: 'Die Nachricht wird geladen…',
    notFound: 'Diese Nachricht wurde nicht gefunden.',
    from: 'Von',
    at: 'Empfangen',
  },
};

export default inbox;
