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
    otherLanguages: 'Horario del club en otros idiomas',
    sameAsEnglish: 'Si se deja vacío, quien lea en ese idioma ve el texto en inglés.',
    textIn: '{{text}} ({{language}})',
    fyStart: 'El ejercicio empieza en',
  },
  officeHours: {
    day: {
      mon: 'lunes',
      tue: 'martes',
      wed: 'miércoles',
      thu: 'jueves',
      fri: 'viernes',
      sat: 'sábado',
      sun: 'domingo',
    },
    title: 'Horario de oficina',
    hint: 'Cuándo atiende la oficina a los socios, en la zona horaria del club. El pie de página público y la página de contacto muestran este horario, y los objetivos de respuesta de las opiniones solo cuentan estas horas.',
    open: 'Abierta el {{day}}',
    opens: 'Abre',
    closes: 'Cierra',
    opensOn: '{{day}}: abre',
    closesOn: '{{day}}: cierra',
    closed: 'Cerrada',
  },
  minimum: {
    title: 'Consumo mínimo mensual de restaurante y bar',
    hint: 'Por tipo de socio, sin impuestos; déjelo vacío si no hay mínimo. Al final de cada mes se carga una vez la diferencia a quien consumió menos, en el extracto de ese mes.',
    adminOnly: 'Por tipo de socio, sin impuestos. Solo un administrador los cambia.',
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
