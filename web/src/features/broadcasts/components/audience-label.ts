import type { BroadcastAudience } from '@club/contracts';
import type { TFunction } from 'i18next';
import type { ClubFormat } from '../../settings';
import { AUDIENCE_KEYS, SPORT_KEYS, TYPE_KEYS } from './labels';

/** An audience in words: its segment, and what it names (the type, the group, the date...). */
export function audienceLabel(a: BroadcastAudience, t: TFunction, fmt: ClubFormat): string {
  switch (a.kind) {
    case 'membership_type':
      return t('broadcasts:audienceOf.membership_type', { value: t(TYPE_KEYS[a.type]) });
    case 'sports_group':
      return t('broadcasts:audienceOf.sports_group', { value: t(SPORT_KEYS[a.sport]) });
    case 'event':
      return t('broadcasts:audienceOf.event', { value: a.eventId });
    case 'chambers_date':
      return t('broadcasts:audienceOf.chambers_date', { value: fmt.date(a.date) });
    case 'hall_period':
      return t('broadcasts:audienceOf.hall_period', {
        value: `${fmt.date(a.from)} – ${fmt.date(a.to)}`,
      });
    case 'members':
      return t('broadcasts:audienceOf.members', { count: a.memberIds.length });
    default:
      return t(AUDIENCE_KEYS[a.kind]);
  }
}
