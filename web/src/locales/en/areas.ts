import dashboard from './dashboard';
import mail from './mail';
import statements from './statements';
import members from './members';
import audit from './audit';
import payments from './payments';
import reports from './reports';
import adminDashboard from './admin-dashboard';
import fnb from './fnb';
import chambers from './chambers';
import events from './events';
import banquets from './banquets';
import calendar from './calendar';
import feedback from './feedback';
import feedbackAdmin from './feedback-admin';
import notifications from './notifications';
import broadcasts from './broadcasts';
import directory from './directory';
import inbox from './inbox';
import chat from './chat';
import tasks from './tasks';
import showcases from './showcases';
import privacy from './privacy';
import analytics from './analytics';
import profile from './profile';
import news from './news';

/** The English texts of the members' and staff's areas: loaded on demand (lib/i18n.ts). */
export const areaNamespaces = {
  dashboard,
  mail,
  statements,
  members,
  audit,
  payments,
  reports,
  'admin-dashboard': adminDashboard,
  fnb,
  chambers,
  events,
  banquets,
  calendar,
  feedback,
  'feedback-admin': feedbackAdmin,
  notifications,
  broadcasts,
  directory,
  inbox,
  chat,
  tasks,
  showcases,
  privacy,
  analytics,
  profile,
  news,
};
