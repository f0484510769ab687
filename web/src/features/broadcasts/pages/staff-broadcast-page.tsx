import { useParams } from 'react-router';
import { ReceivedBroadcast } from '../components/received-broadcast';

/** /admin/messages/:id: a broadcast sent to the staff (the bell's and the mail's link). */
export default function StaffBroadcastPage() {
  const id = Number(useParams().id);
  return <ReceivedBroadcast key={id} base="staff" id={id} />;
}
