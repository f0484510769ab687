import { useParams } from 'react-router';
import { ReceivedBroadcast } from '../components/received-broadcast';

/** /member/messages/:id: a broadcast sent to the member (the bell's and the mail's link). */
export default function MemberBroadcastPage() {
  const id = Number(useParams().id);
  return <ReceivedBroadcast key={id} base="mine" id={id} />;
}
