/** English texts of the 'audit' namespace: the reference key set (es and de have the same keys). */
const audit = {
  title: 'Audit log',
  intro:
    'Who created or changed what (and for which member, when acting as one), with before and after.',
  search: 'Search',
  entity: 'Entity',
  action: 'Action',
  actor: 'Done by',
  actorHint: 'A staff or member code',
  entityId: 'Entity id',
  from: 'From',
  to: 'To',
  clear: 'Clear filters',
  tableLabel: 'Audit log entries',
  empty: 'No entries match.',
  at: 'When',
  who: 'Who',
  forMember: 'For member',
  details: 'Details',
  show: 'Show changes',
  hide: 'Hide changes',
  system: 'System',
  memberLink: 'Member #{{id}}',
  changesOf: 'Changes of entry {{id}}',
  field: 'Field',
  before: 'Before',
  after: 'After',
  noDetails: 'No details recorded.',
  origin: 'From {{ip}}, request {{request}}',
};

export default audit;
