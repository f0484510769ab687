/** The notifications area's public surface: the header's bell (its code loads on its own). */
export { NotificationBell } from './components/bell';
export { notificationKeys } from './api/keys';
