import type { Translation } from '../en';

const privacy: Translation['privacy'] = {
  sessions: {
    title: 'Sesiones activas',
    intro:
      'Los navegadores y dispositivos con su cuenta abierta ahora. Cierre los que no reconozca, o todos menos este.',
    listLabel: 'Sus sesiones activas',
    thisDevice: 'Este dispositivo',
    device: '{{browser}} en {{os}}',
    unknownBrowser: 'Navegador desconocido',
    unknownSystem: 'un sistema desconocido',
    ip: 'Dirección IP',
    unknownIp: 'Desconocida',
    signedIn: 'Inicio de sesión',
    lastActive: 'Última actividad',
    signOut: 'Cerrar sesión',
    signOutLabel: 'Cerrar la sesión de {{device}}, última actividad {{when}}',
    signOutOthers: 'Cerrar todas las demás sesiones',
    signedOut: 'Esa sesión está cerrada.',
    signedOutOthers: 'Otras sesiones cerradas: {{count}}.',
    onlyThis: 'Esta es su única sesión.',
    loading: 'Cargando sus sesiones…',
    failed: 'No se pudieron cargar sus sesiones.',
  },
  myData: {
    title: 'Descargar mis datos',
    intro:
      'Una copia de todo lo que el portal guarda sobre usted: sus datos, familia, consentimientos y preferencias, extractos, pedidos, reservas, pagos y comentarios. Llega como un archivo JSON (para otros programas) y un PDF legible.',
    linkNote:
      'La preparamos en segundo plano y le avisamos cuando esté lista. Sus enlaces de descarga funcionan durante {{days}} días.',
    request: 'Solicitar mis datos',
    requested: 'Estamos preparando sus datos. Esta página los muestra en cuanto estén listos.',
    listLabel: 'Sus descargas de datos',
    emptyTitle: 'Aún no hay descargas',
    emptyHint: 'Solicite sus datos para obtener una copia.',
    heading: 'Solicitada el {{when}}',
    readyAt: 'Lista',
    expiresAt: 'Enlaces válidos hasta',
    expiredAt: 'Enlaces caducados',
    expiredNote: 'Sus enlaces han caducado. Solicite sus datos de nuevo para obtener otra copia.',
    failedNote: 'No se pudo preparar. Solicite sus datos de nuevo.',
    pendingNote: 'Preparando…',
    downloadJson: 'Descargar JSON',
    downloadPdf: 'Descargar PDF',
    downloadJsonLabel: 'Descargar el JSON del {{when}}',
    downloadPdfLabel: 'Descargar el PDF del {{when}}',
    status: {
      pending: 'En preparación',
      ready: 'Lista',
      failed: 'Fallida',
      expired: 'Caducada',
    },
    loading: 'Cargando sus descargas…',
    failed: 'No se pudieron cargar sus descargas.',
  },
};

export default privacy;
