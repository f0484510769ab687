import { RoomTypesCard } from '../../chambers';
import { PageView } from '../components/page-view';

/**
 * /chamberbooking: about booking rooms; its call to action leads to member chamber booking.
 * Its text's `{{chambers.tariffs}}` is drawn as the rooms' live tariffs (the ones the booking
 * charges), never typed into the text.
 */
export default function ChamberBookingPage() {
  return <PageView slug="chamberbooking" blocks={{ 'chambers.tariffs': <RoomTypesCard /> }} />;
}
