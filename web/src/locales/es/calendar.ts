/** Spanish texts of the 'calendar' namespace. */
const calendar = {
  add: 'Añadir al calendario',
  addLabel: 'Añadir la reserva #{{id}} a su calendario (archivo .ics)',
  club: {
    title: 'Calendario del club',
    intro:
      'Los eventos, cierres y horarios especiales del club, con sus estancias, eventos en salones, reservas de eventos y recogidas de comida. Horas del club.',
    staffIntro:
      'Los eventos, cierres y horarios especiales del club. Los administradores añaden un elemento, lo arrastran para moverlo o lo abren para cambiar sus días. Horas del club.',
    legend: 'Colores:',
    add: 'Añadir cierre u horario',
    loadFailed: 'No se pudo cargar el calendario.',
    details: 'Elemento del calendario',
    prev: 'Anterior',
    next: 'Siguiente',
    close: 'Cerrar',
    open: 'Abrir',
    saved: 'Guardado: {{title}}',
    moved: 'Movido: {{title}}',
    deleted: 'Eliminado: {{title}}',
    form: {
      addTitle: 'Añadir al calendario del club',
      editTitle: 'Cambiar un elemento del calendario',
      kind: 'Tipo',
      facility: 'Instalación',
      wholeClub: 'Todo el club',
      title: 'Título',
      note: 'Nota',
      allDay: 'Todo el día',
      startDate: 'Desde',
      startTime: 'Desde (hora)',
      endDate: 'Hasta',
      endTime: 'Hasta (hora)',
      save: 'Guardar',
      cancel: 'Cancelar',
      delete: 'Eliminar',
    },
  },
  kinds: {
    event: 'Evento del club',
    closure: 'Cierre',
    timing: 'Horario especial',
    club: 'Aviso del club',
    stay: 'Mi estancia',
    function: 'Mi evento en salón',
    booking: 'Mi reserva de evento',
    pickup: 'Mi recogida de comida',
  },
  timings: {
    title: 'Horarios de las instalaciones',
    intro:
      'Los horarios habituales de cada instalación, y los cierres y horarios especiales de hoy y de la próxima semana.',
    today: 'Hoy en el club',
    noneToday:
      'Hoy no hay cierres ni horarios especiales: todas las instalaciones mantienen su horario.',
    closedToday: 'Cerrado hoy',
    noTimings: 'Horario por anunciar.',
    coming: 'Cierres y horarios especiales de esta semana',
  },
  feed: {
    title: 'Calendario suscrito',
    intro:
      'Una dirección web privada a la que se suscribe su aplicación de calendario (Google, Apple, Outlook): muestra sus estancias y eventos confirmados y se mantiene al día.',
    none: 'Aún no tiene un calendario suscrito.',
    create: 'Crear URL del calendario',
    since: 'Su calendario está activo desde el {{date}}.',
    hidden:
      'Su dirección se mostró al crearlo. Para ver una dirección de nuevo, cree una nueva (la anterior deja de funcionar).',
    urlLabel: 'La URL de su calendario (manténgala privada)',
    urlHint:
      'Cualquiera con esta dirección ve sus reservas. Péguela en su aplicación de calendario como suscripción.',
    copy: 'Copiar',
    copied: 'Copiada',
    regenerate: 'Crear una URL nueva',
    revoke: 'Revocar',
    created: 'La URL de su calendario está lista.',
    revoked: 'Su calendario fue revocado: la URL anterior ya no responde.',
  },
};

export default calendar;
