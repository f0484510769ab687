import type { ChamberBooking } from '@club/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClubFormat } from '../../../settings';

/**
 * The affiliated club's check of an affiliate guest as a sentence: waiting for the club, or
 * verified / declined by whom (the club, or the staff member who recorded it) and when.
 */
export function useClubCheckText() {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  return (b: ChamberBooking): string | null => {
    const at = b.clubCheckedAt ? fmt.dateTime(b.clubCheckedAt) : '';
    switch (b.clubCheck) {
      case 'pending':
        return t('chambers:booking.clubPending', { club: b.affiliatedClub });
      case 'verified':
        return t('chambers:booking.clubVerified', { by: b.clubCheckedBy, at });
      case 'declined':
        return t('chambers:booking.clubDeclined', { by: b.clubCheckedBy, at });
      default:
        return null;
    }
  };
}

const BADGES = {
  pending: { key: 'chambers:clubCheck.badgePending', color: 'yellow', text: '#6b4400' },
  verified: { key: 'chambers:clubCheck.badgeVerified', color: 'green', text: '#1e5e2c' },
  declined: { key: 'chambers:clubCheck.badgeDeclined', color: 'red', text: '#9b1c1c' },
} as const;

/** The club check as a small badge (the office's list of requests); nothing for members' guests. */
export function ClubCheckBadge({ booking: b }: { booking: ChamberBooking }) {
  const { t } = useTranslation();
  if (b.clubCheck === 'none') return null;
  const x = BADGES[b.clubCheck];
  return (
    <Badge color={x.color} c={x.text} variant="light" size="sm">
      {t(x.key)}
    </Badge>
  );
}
