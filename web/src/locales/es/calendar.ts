/** Spanish texts of the 'calendar' namespace. */
const calendar = {
  add: 'Añadir al calendario',
  addLabel: 'Añadir la reserva #{{id}} a su calendario (archivo .ics)',
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
