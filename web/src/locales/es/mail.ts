import type { Translation } from '../en';

const mail: Translation['mail'] = {
  outbox: {
    title: 'Bandeja de salida',
    intro: 'Correos que el portal ha puesto en cola o enviado, los más recientes primero.',
    tableLabel: 'Correos de la bandeja de salida',
    createdAt: 'En cola',
    topic: 'Tema',
    to: 'Para',
    subject: 'Asunto',
    status: 'Estado',
    attempts: 'Intentos',
    lastError: 'Último error',
    doneAt: 'Completado',
    empty: 'Todavía no hay correos.',
    pagination: 'Páginas de la bandeja de salida',
    refresh: 'Actualizar',
  },
};

export default mail;
