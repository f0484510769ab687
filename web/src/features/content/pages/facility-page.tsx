import { Navigate, useLocation } from 'react-router';
import { PageView } from '../components/page-view';
import { slugOfPath } from '../site-map';

/** Every facility page (/Cricket, /Tennis, /Thechambers, ...): its slug is its path. */
export default function FacilityPage() {
  const slug = slugOfPath(useLocation().pathname);
  if (!slug) return <Navigate to="/page-not-found" replace />;
  return <PageView key={slug} slug={slug} />;
}
