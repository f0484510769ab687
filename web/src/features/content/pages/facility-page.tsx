import { Navigate, useLocation } from 'react-router';
import { RoomTypesCard } from '../../chambers';
import { PageView } from '../components/page-view';
import { slugOfPath } from '../site-map';

/**
 * Every facility page (/Cricket, /Tennis, /Thechambers, ...): its slug is its path. The
 * Chambers page also shows the rooms and tariffs the office keeps.
 */
export default function FacilityPage() {
  const slug = slugOfPath(useLocation().pathname);
  if (!slug) return <Navigate to="/page-not-found" replace />;
  return (
    <PageView
      key={slug}
      slug={slug}
      aside={slug === 'thechambers' ? <RoomTypesCard /> : undefined}
    />
  );
}
