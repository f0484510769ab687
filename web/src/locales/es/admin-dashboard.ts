import type { Translation } from '../en';

const adminDashboard: Translation['admin-dashboard'] = {
  title: 'Panel de administración',
  intro: 'El club de un vistazo, {{month}}.',
  paymentsTitle: 'Pagos de {{month}}',
  openReport: 'Informe de pagos',
  capturedThisMonth: 'Pagado en línea este mes',
  paymentsChart: 'Pagos de este mes por estado',
  paymentsTable: 'Pagos de este mes por estado',
  noPayments: 'Aún no hay pagos este mes.',
  latestImport: 'Última importación de estados de cuenta',
  noImport: 'Aún no se ha importado ningún archivo.',
  importPeriod: 'Facturas de {{period}}',
  importRows_one: '{{count}} fila',
  importRows_other: '{{count}} filas',
  importedBy: 'Importado por {{name}}, {{when}}',
  membersByStatus: 'Socios por estado',
  membersByType: 'Socios por tipo de membresía',
  membersTotal_one: '{{count}} socio',
  membersTotal_other: '{{count}} socios',
  members: 'Socios',
  types: {
    Life: 'Vitalicio',
    Ordinary: 'Ordinario',
    Corporate: 'Corporativo',
    Temporary: 'Temporal',
    Honorary: 'Honorario',
    Affiliate: 'Afiliado',
  },
};

export default adminDashboard;
