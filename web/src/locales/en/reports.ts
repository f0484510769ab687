/** English texts of the 'reports' namespace: the reference key set (es and de have the same keys). */
const reports = {
  payment: {
    title: 'Payment Report',
    intro: 'Online payments by period, status and member, with totals. Export them as CSV.',
    exportCsv: 'Export CSV',
    period: 'Period',
    periodPlaceholder: 'All dates',
    status: 'Status',
    allStatuses: 'All statuses',
    member: 'Member',
    memberPlaceholder: 'Member code, e.g. M1001',
    count: 'Payments',
    capturedTotal: 'Paid (captured)',
    allTotal: 'All amounts',
    byStatus: 'Totals by status',
    tableLabel: 'Payments',
    empty: 'No payments match these filters.',
    reference: 'Provider reference',
    thisMonth: 'This month',
    lastMonth: 'Last month',
    clearFilters: 'Clear filters',
  },
};

export default reports;
