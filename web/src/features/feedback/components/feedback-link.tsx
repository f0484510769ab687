import type { FeedbackLink as Link_ } from '@club/contracts';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS, paths } from '../../../app/paths';
import { FEEDBACK_LINK_KIND_KEYS } from './labels';

/** The member's page of what a feedback is about (stays and hall bookings: their list). */
export function memberLinkPath(link: Link_): string {
  switch (link.kind) {
    case 'order':
      return paths.fnbMyOrder(link.id);
    case 'event_booking':
      return paths.eventsMyBooking(link.id);
    case 'stay':
      return PATHS.chambersMyBookings;
    case 'hall_booking':
      return PATHS.banquetsMyBookings;
  }
}

/** What a feedback is about, as a link to its page ("Order FNB/2026-27/000123 · 2026-11-02"). */
export function FeedbackLinkAnchor({ link, label }: { link: Link_; label: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={memberLinkPath(link)} style={{ overflowWrap: 'anywhere' }}>
      {t(FEEDBACK_LINK_KIND_KEYS[link.kind])} {label}
    </Anchor>
  );
}
