/** English texts of the 'dashboard' namespace: the reference key set (es and de have the same keys). */
const dashboard = {
  title: 'Dashboard',
  welcome: 'Welcome, {{name}}',
  memberCode: 'Member code',
  status: 'Membership status',
  lastLogin: 'Last sign-in',
  firstLogin: 'This is your first sign-in.',
  restrictedTitle: 'Your membership is {{status}}',
  restrictedText:
    'You may read your statements and pay dues, but you cannot order or book until your membership is active again.',
  role: 'Your role',
  staffCode: 'Staff code',
  yourScreens: 'Your screens',
  actingNote:
    'You are acting for this member. Everything you do is recorded as done by you on their behalf.',
};

export default dashboard;
