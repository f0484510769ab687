import { Button, Group, Text } from '@mantine/core';
import type { PageCta, PageSlug } from '@club/contracts';
import { ROLE } from '@club/contracts/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../auth';
import { CTA_KEYS, pathOf } from '../site-map';
import { PATHS, paths } from '../../../app/paths';

/** The member screens the calls to action lead to: every one is booked online. */
export const MEMBER_SCREENS: Record<'bookRoom' | 'bookHall' | 'orderFood' | 'events', string> = {
  bookRoom: PATHS.chambersBook,
  bookHall: PATHS.banquetsBook,
  orderFood: PATHS.orderingHome,
  events: PATHS.eventsList,
};

/** Who looks at the page: a visitor, a member (or an admin acting as one), or staff. */
export type Viewer = 'visitor' | 'member' | 'staff';

/** What a call to action does for a viewer. */
export type CtaTarget =
  /** A link to the screen it names (`signIn`: through the sign-in page first). */
  | { kind: 'link'; to: string; signIn: boolean; book?: boolean }
  /** A member's screen, and the viewer is staff signed in as staff. */
  | { kind: 'membersOnly' }
  /** Nothing to add (the contact page's own "contact the office"). */
  | { kind: 'none' };

/** Where a call to action leads a viewer, on the page `onPage` (it never links to itself). */
export function ctaTarget(cta: PageCta, viewer: Viewer, onPage?: PageSlug): CtaTarget {
  if (cta === 'contact') {
    return onPage === 'contactus'
      ? { kind: 'none' }
      : { kind: 'link', to: pathOf('contactus'), signIn: false };
  }
  // Elsewhere "See events" leads to the public events page; there, members book them.
  if (cta === 'events' && onPage !== 'events') {
    return { kind: 'link', to: pathOf('events'), signIn: false };
  }
  const screen = MEMBER_SCREENS[cta];
  const book = cta === 'events' ? { book: true } : {};
  if (viewer === 'member') return { kind: 'link', to: screen, signIn: false, ...book };
  if (viewer === 'staff') return { kind: 'membersOnly' };
  return { kind: 'link', to: paths.loginFrom(screen), signIn: true, ...book };
}

/** A page's call to action: the screen it names, or plainly what a member can do instead. */
export function PageCtaButton({ cta, slug }: { cta: PageCta; slug?: PageSlug }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const viewer: Viewer = !user ? 'visitor' : user.roles.includes(ROLE.member) ? 'member' : 'staff';
  const target = ctaTarget(cta, viewer, slug);
  switch (target.kind) {
    case 'none':
      return null;
    case 'membersOnly':
      return (
        <Text size="sm" c="dimmed" maw={560} data-testid="page-cta">
          {t('content:cta.membersOnly')}
        </Text>
      );
    case 'link':
      return (
        <Group gap="sm" align="center" data-testid="page-cta">
          <Button
            component={Link}
            to={target.to}
            size="md"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {t(target.book ? 'content:cta.bookEvent' : CTA_KEYS[cta])}
          </Button>
          {target.signIn && (
            <Text size="sm" c="dimmed" maw={420}>
              {t('content:cta.signInFirst')}
            </Text>
          )}
        </Group>
      );
  }
}
