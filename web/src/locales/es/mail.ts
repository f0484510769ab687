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
    mailTitle: 'Correo',
    open: 'Abrir el correo «{{subject}}» a {{to}}',
    close: 'Cerrar el correo',
    replyTo: 'Las respuestas van a',
    statuses: { pending: 'En espera', sending: 'Enviando', sent: 'Enviado', dead: 'Fallido' },
  },
};

export default mail;
