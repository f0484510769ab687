import type { Translation } from '../en';

const misc: Translation['misc'] = {
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Die gewünschte Seite gibt es nicht oder sie wurde verschoben.',
  },
  unauthorized: {
    title: 'Keine Berechtigung',
    text: 'Ihr Konto hat keinen Zugriff auf diese Seite.',
  },
  invalidAccess: {
    title: 'Bereits angemeldet',
    text: 'Diese Seite ist nur für nicht angemeldete Besucher. Melden Sie sich zuerst ab, wenn Sie sie verwenden möchten.',
    dashboard: 'Zu Ihrer Übersicht',
  },
};

export default misc;
