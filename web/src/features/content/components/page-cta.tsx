import { Button, Group, Text } from '@mantine/core';
import type { PageCta } from '@club/contracts';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../auth';
import { CTA_KEYS, pathOf } from '../site-map';

/**
 * Member screens the calls to action lead to, once the issues that build them wire them here
 * (null: not built yet). E.g. chamber booking sets bookRoom to '/member/chamber/booking'.
 */
export const MEMBER_SCREENS: Record<'bookRoom' | 'bookHall' | 'orderFood', string | null> = {
  bookRoom: null,
  bookHall: null,
  orderFood: null,
};

/** Where a call to action leads: the member screen (via sign-in), a public page, or sign-in. */
export function ctaTarget(cta: PageCta, signedIn: boolean): { to: string; pending: boolean } {
  if (cta === 'events') return { to: '/Events', pending: false };
  if (cta === 'contact') return { to: pathOf('contactus'), pending: false };
  const screen = MEMBER_SCREENS[cta];
  if (screen) {
    return {
      to: signedIn ? screen : `/login?from=${encodeURIComponent(screen)}`,
      pending: false,
    };
  }
  return { to: signedIn ? '/dashboards/default' : '/login', pending: true };
}

export function PageCtaButton({ cta }: { cta: PageCta }) {
  const { t } = useTranslation();
  const signedIn = useCurrentUser() !== null;
  const { to, pending } = ctaTarget(cta, signedIn);
  const label = cta === 'bookRoom' && pending ? t('content:cta.bookRoomSignIn') : t(CTA_KEYS[cta]);
  return (
    <Group gap="sm" align="center">
      <Button
        component={Link}
        to={to}
        size="md"
        rightSection={<IconArrowRight size={18} aria-hidden />}
      >
        {label}
      </Button>
      {cta === 'bookRoom' && pending && (
        <Text size="sm" c="dimmed" maw={520}>
          {t('content:cta.bookRoomSoon')}
        </Text>
      )}
    </Group>
  );
}
