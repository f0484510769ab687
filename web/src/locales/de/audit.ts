import type { Translation } from '../en';

const audit: Translation['audit'] = {
  title: 'Prüfprotokoll',
  intro:
    'Wer was angelegt oder geändert hat (und für welches Mitglied, wenn in dessen Namen), mit Vorher und Nachher.',
  search: 'Suche',
  entity: 'Objekt',
  action: 'Aktion',
  actor: 'Ausgeführt von',
  actorHint: 'Eine Mitarbeiter- oder Mitgliedsnummer',
  entityId: 'Objekt-ID',
  from: 'Von',
  to: 'Bis',
  clear: 'Filter zurücksetzen',
  tableLabel: 'Einträge des Prüfprotokolls',
  empty: 'Keine passenden Einträge.',
  at: 'Wann',
  who: 'Wer',
  forMember: 'Für Mitglied',
  details: 'Details',
  show: 'Änderungen zeigen',
  hide: 'Änderungen ausblenden',
  system: 'System',
  memberLink: 'Mitglied Nr. {{id}}',
  changesOf: 'Änderungen von Eintrag {{id}}',
  field: 'Feld',
  before: 'Vorher',
  after: 'Nachher',
  noDetails: 'Keine Details erfasst.',
  origin: 'Von {{ip}}, Anfrage {{request}}',
};

export default audit;
