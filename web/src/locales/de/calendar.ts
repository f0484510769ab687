/** German texts of the 'calendar' namespace. */
const calendar = {
  add: 'Zum Kalender hinzufügen',
  addLabel: 'Buchung #{{id}} zu Ihrem Kalender hinzufügen (.ics-Datei)',
  club: {
    title: 'Clubkalender',
    intro:
      'Die Veranstaltungen, Schließungen und Sonderzeiten des Clubs, mit Ihren Aufenthalten, Saalveranstaltungen, Veranstaltungsbuchungen und Essensabholungen. Zeiten des Clubs.',
    staffIntro:
      'Die Veranstaltungen, Schließungen und Sonderzeiten des Clubs. Admins fügen einen Eintrag hinzu, verschieben ihn per Ziehen oder öffnen ihn, um seine Tage zu ändern. Zeiten des Clubs.',
    legend: 'Farben:',
    add: 'Schließung oder Sonderzeit hinzufügen',
    loadFailed: 'Der Kalender konnte nicht geladen werden.',
    details: 'Kalendereintrag',
    prev: 'Zurück',
    next: 'Weiter',
    close: 'Schließen',
    open: 'Öffnen',
    saved: 'Gespeichert: {{title}}',
    moved: 'Verschoben: {{title}}',
    deleted: 'Entfernt: {{title}}',
    form: {
      addTitle: 'Zum Clubkalender hinzufügen',
      editTitle: 'Kalendereintrag ändern',
      kind: 'Art',
      facility: 'Einrichtung',
      wholeClub: 'Der ganze Club',
      title: 'Titel',
      note: 'Notiz',
      allDay: 'Ganztägig',
      startDate: 'Von',
      startTime: 'Von (Uhrzeit)',
      endDate: 'Bis',
      endTime: 'Bis (Uhrzeit)',
      save: 'Speichern',
      cancel: 'Abbrechen',
      delete: 'Löschen',
    },
  },
  kinds: {
    event: 'Clubveranstaltung',
    closure: 'Schließung',
    timing: 'Sonderzeit',
    club: 'Clubhinweis',
    stay: 'Mein Aufenthalt',
    function: 'Meine Saalveranstaltung',
    booking: 'Meine Veranstaltungsbuchung',
    pickup: 'Meine Essensabholung',
  },
  timings: {
    title: 'Öffnungszeiten der Einrichtungen',
    intro:
      'Die regulären Zeiten jeder Einrichtung sowie die Schließungen und Sonderzeiten von heute und der kommenden Woche.',
    today: 'Heute im Club',
    noneToday:
      'Heute keine Schließungen oder Sonderzeiten: alle Einrichtungen haben ihre regulären Zeiten.',
    closedToday: 'Heute geschlossen',
    noTimings: 'Zeiten folgen.',
    coming: 'Schließungen und Sonderzeiten dieser Woche',
  },
  feed: {
    title: 'Kalender-Abo',
    intro:
      'Eine private Webadresse, die Ihre Kalender-App (Google, Apple, Outlook) abonniert: Sie zeigt Ihre bestätigten Zimmeraufenthalte und Veranstaltungen und hält sich selbst aktuell.',
    none: 'Sie haben noch kein Kalender-Abo.',
    create: 'Abo-URL erstellen',
    since: 'Ihr Abo ist seit {{date}} aktiv.',
    hidden:
      'Die Adresse wurde beim Erstellen angezeigt. Um eine Adresse wieder zu sehen, erstellen Sie eine neue (die alte funktioniert dann nicht mehr).',
    urlLabel: 'Ihre Abo-URL (bitte privat halten)',
    urlHint:
      'Wer diese Adresse kennt, sieht Ihre Buchungen. Fügen Sie sie in Ihrer Kalender-App als Abonnement ein.',
    copy: 'Kopieren',
    copied: 'Kopiert',
    regenerate: 'Neue URL erstellen',
    revoke: 'Widerrufen',
    created: 'Ihre Abo-URL ist bereit.',
    revoked: 'Ihr Kalender-Abo wurde widerrufen: Die alte URL antwortet nicht mehr.',
  },
};

export default calendar;
