/** English texts of the 'admin-dashboard' namespace: the reference key set (es and de have the same keys). */
const adminDashboard = {
  title: 'Admin dashboard',
  intro: 'The club at a glance, {{month}}.',
  paymentsTitle: 'Payments in {{month}}',
  openReport: 'Payment Report',
  capturedThisMonth: 'Paid online this month',
  paymentsChart: 'Payments this month by status',
  paymentsTable: 'Payments this month by status',
  noPayments: 'No payments this month yet.',
  latestImport: 'Latest statement import',
  noImport: 'No statement file has been imported yet.',
  importPeriod: 'Bills of {{period}}',
  importRows_one: '{{count}} row',
  importRows_other: '{{count}} rows',
  importedBy: 'Imported by {{name}}, {{when}}',
  membersByStatus: 'Members by status',
  membersByType: 'Members by membership type',
  membersTotal_one: '{{count}} member',
  membersTotal_other: '{{count}} members',
  members: 'Members',
  types: {
    Life: 'Life',
    Ordinary: 'Ordinary',
    Corporate: 'Corporate',
    Temporary: 'Temporary',
    Honorary: 'Honorary',
    Affiliate: 'Affiliate',
  },
};

export default adminDashboard;
