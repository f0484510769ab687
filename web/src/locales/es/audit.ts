import type { Translation } from '../en';

const audit: Translation['audit'] = {
  title: 'Registro de auditoría',
  intro:
    'Quién creó o cambió qué (y para qué socio, al actuar como él), con el antes y el después.',
  search: 'Buscar',
  entity: 'Entidad',
  action: 'Acción',
  actor: 'Realizado por',
  actorHint: 'Un código de personal o de socio',
  entityId: 'Id. de la entidad',
  from: 'Desde',
  to: 'Hasta',
  clear: 'Quitar filtros',
  tableLabel: 'Entradas del registro de auditoría',
  empty: 'Ninguna entrada coincide.',
  at: 'Cuándo',
  who: 'Quién',
  forMember: 'Para el socio',
  details: 'Detalles',
  show: 'Ver cambios',
  hide: 'Ocultar cambios',
  system: 'Sistema',
  memberLink: 'Socio n.º {{id}}',
  changesOf: 'Cambios de la entrada {{id}}',
  field: 'Campo',
  before: 'Antes',
  after: 'Después',
  noDetails: 'No se registraron detalles.',
  origin: 'Desde {{ip}}, solicitud {{request}}',
};

export default audit;
