import type { Translation } from '../en';

const reports: Translation['reports'] = {
  payment: {
    title: 'Informe de pagos',
    intro: 'Pagos en línea por periodo, estado y socio, con totales. Expórtelos como CSV.',
    exportCsv: 'Exportar CSV',
    period: 'Periodo',
    periodPlaceholder: 'Todas las fechas',
    status: 'Estado',
    allStatuses: 'Todos los estados',
    member: 'Socio',
    memberPlaceholder: 'Código de socio, p. ej. M1001',
    count: 'Pagos',
    capturedTotal: 'Pagado (capturado)',
    allTotal: 'Todos los importes',
    byStatus: 'Totales por estado',
    tableLabel: 'Pagos',
    empty: 'Ningún pago coincide con estos filtros.',
    reference: 'Referencia del proveedor',
    thisMonth: 'Este mes',
    lastMonth: 'Mes pasado',
    clearFilters: 'Quitar filtros',
  },
};

export default reports;
