import { ROLE } from '@club/contracts/core';
import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { loadAreaTexts } from '../../../lib/i18n';
import { useCurrentUser } from '../../auth';
import type { BellOf } from '../api/paths';

/**
 * The bell's code (its dialog, queries, stream) comes in its own chunk after the header, with the
 * areas' texts (already there in the signed-in layout; a public page's header loads them).
 */
const BellMenu = lazy(() => Promise.all([import('./bell-menu'), loadAreaTexts()]).then(([m]) => m));

/**
 * The header's notifications bell for a signed-in member or staff user: the member's bell for
 * a member (or staff acting for one), the staff user's own otherwise; nothing for a visitor
 * (signing out removes it, which closes its stream).
 */
export function NotificationBell() {
  const user = useCurrentUser();
  if (!user) return null;
  const bell: BellOf = user.roles.includes(ROLE.member) ? 'member' : 'staff';
  const who = `${user.kind}:${user.code}:${user.actingAs?.code ?? ''}`;
  return (
    // Its place while the code loads (the bell's size: the header does not jump).
    <Suspense fallback={<Box w={34} h={34} />}>
      <BellMenu key={who} bell={bell} />
    </Suspense>
  );
}
