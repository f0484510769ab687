import type { Translation } from '../en';

const inbox: Translation['inbox'] = {
  title: 'Bandeja de entrada',
  intro: 'Todos los mensajes que el club le envió y lo que usted escribió al club.',
  folders: {
    label: 'Carpeta',
    inbox: 'Entrada',
    sent: 'Enviados',
    spam: 'Spam',
    trash: 'Papelera',
  },
  tags: {
    bookings: 'Reservas',
    dining: 'Restaurante',
    events: 'Eventos',
    club: 'Noticias del club',
    personal: 'Personal',
  },
  sources: {
    broadcast: 'Mensaje del club',
    mail: 'Correo',
    feedback: 'Su comentario',
  },
  filters: {
    search: 'Buscar',
    searchPlaceholder: 'Asunto o texto',
    starred: 'Solo destacados',
    important: 'Solo importantes',
    tag: 'Etiqueta',
    allTags: 'Todas las etiquetas',
  },
  list: {
    label: 'Mensajes',
    loading: 'Cargando sus mensajes…',
    empty: 'No hay mensajes aquí.',
    pagesLabel: 'Páginas de mensajes',
    perPage: 'Mensajes por página',
    unread: 'No leído',
    unreadCount_one: '{{count}} sin leer',
    unreadCount_other: '{{count}} sin leer',
    from: 'De {{from}}',
  },
  actions: {
    label: 'Acciones sobre este mensaje',
    star: 'Destacar',
    unstar: 'Quitar destacado',
    important: 'Marcar como importante',
    notImportant: 'No importante',
    tags: 'Etiquetas',
    spam: 'Mover a spam',
    trash: 'Mover a la papelera',
    restore: 'Restaurar',
    markUnread: 'Marcar como no leído',
    back: 'Volver a la bandeja',
    openBroadcast: 'Abrir la página del mensaje',
    openFeedback: 'Abrir la conversación',
    starred: 'Destacado',
    isImportant: 'Importante',
  },
  done: {
    moved: 'Movido a {{folder}}.',
    restored: 'Restaurado.',
  },
  message: {
    loading: 'Cargando el mensaje…',
    notFound: 'No se encontró este mensaje.',
    from: 'De',
    at: 'Recibido',
  },
};

export default inbox;
