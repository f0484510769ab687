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
    fyStart: 'El ejercicio empieza en',
  },
};

export default settings;
