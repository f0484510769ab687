import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { BanquetsCard } from '../../banquets';
import { RoomTypesCard } from '../../chambers';
import type { LiveBlocks } from '../components/live-blocks';
import { PageView } from '../components/page-view';
import { slugOfPath } from '../site-map';
import { PATHS } from '../../../app/paths';

/**
 * Every facility page (/Cricket, /Tennis, /Thechambers, ...): its slug is its path. The
 * Chambers page also shows the rooms and tariffs the office keeps; the Banquets page its halls
 * and menu packages.
 */
/** What a facility page shows beside its text, from the records the office keeps. */
const ASIDES: Record<string, ReactNode> = {
  thechambers: <RoomTypesCard />,
  banquets: <BanquetsCard />,
};

/** The live blocks a facility page's text may place (live-blocks.tsx). */
const BLOCKS: LiveBlocks = {
  'chambers.tariffs': <RoomTypesCard />,
  'banquets.prices': <BanquetsCard />,
};

export default function FacilityPage() {
  const slug = slugOfPath(useLocation().pathname);
  if (!slug) return <Navigate to={PATHS.notFound} replace />;
  return <PageView key={slug} slug={slug} aside={ASIDES[slug]} blocks={BLOCKS} />;
}
