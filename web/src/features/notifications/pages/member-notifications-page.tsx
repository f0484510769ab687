import { NotificationsScreen } from '../components/notifications-screen';

/** member/notifications: the member's whole bell. */
export default function MemberNotificationsPage() {
  return <NotificationsScreen bell="member" />;
}
