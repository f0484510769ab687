import { PageView } from '../components/page-view';
import { FacilityCards } from '../components/facility-cards';

export default function ClubFacilitiesPage() {
  return (
    <PageView slug="clubfacilities">
      <FacilityCards headingOrder={2} />
    </PageView>
  );
}
