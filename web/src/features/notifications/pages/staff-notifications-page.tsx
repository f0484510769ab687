import { NotificationsScreen } from '../components/notifications-screen';

/** admin/notifications: a staff user's own whole bell (admin, editor, event manager). */
export default function StaffNotificationsPage() {
  return <NotificationsScreen bell="staff" />;
}
