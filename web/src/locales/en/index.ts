import common from './common';
import auth from './auth';
import content from './content';
import settings from './settings';
import dashboard from './dashboard';
import misc from './misc';
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
import { keySpace } from '../key-space';

/** English, one object per namespace: the area's name, plus common. */
export const namespaces = {
  common,
  auth,
  content,
  settings,
  dashboard,
  misc,
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
};

export default keySpace(namespaces);

export type Namespaces = typeof namespaces;
export type Namespace = keyof Namespaces;

/** The namespaces, common first (the default). */
export const NAMESPACES = Object.keys(namespaces) as Namespace[];

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
/** The shape every language has: exactly en's keys, any texts. */
export type Translation = { [N in Namespace]: Shape<Namespaces[N]> };
