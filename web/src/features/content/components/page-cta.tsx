import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { PageCta, PageSlug } from '@club/contracts';
import { ROLE } from '@club/contracts/core';
import { IconArrowRight, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../auth';
import { useClubSettings } from '../../settings';
import { keyMap } from '../../../lib/i18n';
import { CTA_KEYS, pathOf } from '../site-map';

/**
 * Member screens the calls to action lead to (null: not built yet, so the call to action
 * says how to reach the office instead). E.g. chamber booking sets bookRoom to
 * '/member/chamber/booking' once it exists.
 */
export const MEMBER_SCREENS: Record<'bookRoom' | 'bookHall' | 'orderFood', string | null> = {
  bookRoom: '/member/chamber/booking',
  bookHall: null,
  orderFood: '/member/foodordering/home',
};

/** Who looks at the page: a visitor, a member (or an admin acting as one), or staff. */
export type Viewer = 'visitor' | 'member' | 'staff';

/** What a call to action does for a viewer. */
export type CtaTarget =
  /** A link to the screen it names (`signIn`: through the sign-in page first). */
  | { kind: 'link'; to: string; signIn: boolean }
  /** No screen does it yet: the office does (its phone and mail, and the contact page). */
  | { kind: 'office'; what: OfficeTask }
  /** A member's screen, and the viewer is staff signed in as staff. */
  | { kind: 'membersOnly' }
  /** Nothing to add (the contact page's own "contact the office"). */
  | { kind: 'none' };

type OfficeTask = 'bookRoom' | 'bookHall' | 'orderFood' | 'events';

/** Where a call to action leads a viewer, on the page `onPage` (it never links to itself). */
export function ctaTarget(cta: PageCta, viewer: Viewer, onPage?: PageSlug): CtaTarget {
  if (cta === 'contact') {
    return onPage === 'contactus'
      ? { kind: 'none' }
      : { kind: 'link', to: pathOf('contactus'), signIn: false };
  }
  if (cta === 'events') {
    // The public events page lists the fixtures; booking an event is not online yet.
    return onPage === 'events'
      ? { kind: 'office', what: 'events' }
      : { kind: 'link', to: pathOf('events'), signIn: false };
  }
  const screen = MEMBER_SCREENS[cta];
  if (!screen) return { kind: 'office', what: cta };
  if (viewer === 'member') return { kind: 'link', to: screen, signIn: false };
  if (viewer === 'staff') return { kind: 'membersOnly' };
  return { kind: 'link', to: `/login?from=${encodeURIComponent(screen)}`, signIn: true };
}

const OFFICE_KEYS = keyMap('content:cta.office.', ['bookRoom', 'bookHall', 'orderFood', 'events']);

/** The office's phone and mail, as links a phone or a mail program opens. */
function OfficeContacts() {
  const { t } = useTranslation();
  const s = useClubSettings().data;
  if (!s) return null;
  return (
    <Group gap="lg">
      <Anchor href={`tel:${s.phone.replace(/[^\d+]/g, '')}`} size="sm">
        <Group gap={6} wrap="nowrap" component="span">
          <IconPhone size={16} aria-hidden />
          <span>{t('content:cta.callOffice', { phone: s.phone })}</span>
        </Group>
      </Anchor>
      <Anchor href={`mailto:${s.email}`} size="sm">
        <Group gap={6} wrap="nowrap" component="span">
          <IconMail size={16} aria-hidden />
          <span>{t('content:cta.mailOffice', { email: s.email })}</span>
        </Group>
      </Anchor>
    </Group>
  );
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
    case 'office':
      return (
        <Stack gap="xs" maw={620} data-testid="page-cta">
          <Text size="sm">{t(OFFICE_KEYS[target.what])}</Text>
          <OfficeContacts />
          {slug !== 'contactus' && (
            <div>
              <Button
                component={Link}
                to={pathOf('contactus')}
                variant="default"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                {t('content:cta.contact')}
              </Button>
            </div>
          )}
        </Stack>
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
            {t(CTA_KEYS[cta])}
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
