import {
  FNB_DIETS,
  FNB_OUTLETS,
  type FnbOutlet,
  type MemberMenuItem,
  type Outlet,
} from '@club/contracts';
import { useTranslation } from 'react-i18next';
import { keyMap } from '../../../../lib/i18n';
import { useClubFormat } from '../../../settings';

export const OUTLET_KEYS = keyMap('fnb:member.outlets.', FNB_OUTLETS);
export const DIET_FILTER_KEYS = keyMap('fnb:member.dietFilter.', ['all', ...FNB_DIETS]);
const STATE_KEYS = keyMap('fnb:member.outletState.', ['open', 'closed', 'paused']);

export type OutletState = 'open' | 'closed' | 'paused';
export const outletState = (o: Outlet): OutletState =>
  o.paused ? 'paused' : o.openNow ? 'open' : 'closed';

/**
 * The menu's words and numbers in the reader's language: money (the club's currency), times
 * of day, outlet names and why an item cannot be added now.
 */
export function useMenuFormat() {
  const { t } = useTranslation();
  const club = useClubFormat();
  /** 'HH:MM' (the club's time of day) as the reader writes it. */
  const time = club.clock;
  const outletName = (code: FnbOutlet) => t(OUTLET_KEYS[code]);
  const stateLabel = (o: Outlet) => t(STATE_KEYS[outletState(o)]);

  /** Why an item cannot be added now, or null when it can. */
  const unavailableText = (item: MemberMenuItem, outlet?: Outlet): string | null => {
    const name = outletName(item.outlet);
    switch (item.unavailable) {
      case null:
        return null;
      case 'inactive':
        return t('fnb:member.unavailable.inactive');
      case 'soldOut':
        return t('fnb:member.unavailable.soldOut');
      case 'outsideHours':
        return item.availableFrom && item.availableTo
          ? t('fnb:member.unavailable.outsideHours', {
              from: time(item.availableFrom),
              to: time(item.availableTo),
            })
          : t('fnb:member.unavailable.outletClosedNow', { outlet: name });
      case 'outletClosed':
        return outlet
          ? t('fnb:member.unavailable.outletClosed', {
              outlet: name,
              from: time(outlet.opensAt),
              to: time(outlet.closesAt),
            })
          : t('fnb:member.unavailable.outletClosedNow', { outlet: name });
      case 'paused':
        return t('fnb:member.unavailable.paused', { outlet: name });
    }
  };

  return { ...club, time, outletName, stateLabel, unavailableText };
}
