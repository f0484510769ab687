/** German texts of the 'calendar' namespace. */
const calendar = {
  add: 'Zum Kalender hinzufügen',
  addLabel: 'Buchung #{{id}} zu Ihrem Kalender hinzufügen (.ics-Datei)',
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
