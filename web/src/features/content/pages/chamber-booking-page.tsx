import { PageView } from '../components/page-view';

/** /chamberbooking: about booking rooms; its call to action leads to member chamber booking. */
export default function ChamberBookingPage() {
  return <PageView slug="chamberbooking" />;
}
