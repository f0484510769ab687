import type { Translation } from '../en';

const settings: Translation['settings'] = {
  admin: {
    title: 'Ajustes generales',
    clubName: 'Nombre del club',
    shortName: 'Nombre corto (móviles)',
    address: 'Dirección',
    phone: 'Teléfono',
    email: 'Correo de la oficina (recibe las consultas)',
    clubTimings: 'Horario del club',
    officeTimings: 'Horario de oficina',
    otherLanguages: 'Horarios en otros idiomas',
    sameAsEnglish: 'Si se deja vacío, quien lea en ese idioma ve el texto en inglés.',
    textIn: '{{text}} ({{language}})',
    fyStart: 'El ejercicio empieza en',
  },
  policies: {
    title: 'Políticas de cancelación',
    hint: 'Lo que se reembolsa al cancelar, según los días completos antes de la estancia o del evento. Cada reserva conserva la política vigente cuando se hizo.',
    chambers: 'Estancias en habitaciones',
    banquets: 'Eventos en salones',
    daysBefore: 'Desde días antes',
    refundPercent: 'Reembolso',
    removeTier: 'Quitar el tramo {{n}} de {{policy}}',
    addTier: 'Añadir un tramo ({{policy}})',
  },
};

export default settings;
