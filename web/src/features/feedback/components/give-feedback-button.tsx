import type { FeedbackLinkKind } from '@club/contracts';
import { Button } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';

/**
 * "Give feedback" on one of the member's orders, stays, hall or event bookings: opens My
 * Feedback with the new-feedback form already linked to it.
 */
export function GiveFeedbackButton({
  kind,
  id,
  what,
  size = 'sm',
}: {
  kind: FeedbackLinkKind;
  id: number;
  /** What it is about, for its accessible name where a page shows several ("Booking #12"). */
  what?: string;
  size?: 'xs' | 'sm' | 'compact-sm';
}) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={paths.myFeedbackAbout(kind, id)}
      variant="light"
      size={size}
      leftSection={<IconMessageCircle size={16} aria-hidden />}
      data-testid="give-feedback"
      aria-label={what ? t('feedback:giveFeedbackOn', { what }) : undefined}
    >
      {t('feedback:giveFeedback')}
    </Button>
  );
}
