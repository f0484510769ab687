import type { Translation } from '../en';

const misc: Translation['misc'] = {
  notFound: {
    title: 'Página no encontrada',
    text: 'La página que busca no existe o se ha movido.',
  },
  unauthorized: {
    title: 'Sin autorización',
    text: 'Su cuenta no tiene acceso a esta página.',
  },
  invalidAccess: {
    title: 'Ya ha iniciado sesión',
    text: 'Esta página es solo para visitantes sin sesión iniciada. Cierre la sesión primero si quiere usarla.',
    dashboard: 'Ir a su panel',
  },
};

export default misc;
