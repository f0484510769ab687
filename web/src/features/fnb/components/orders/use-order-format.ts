import { useClubFormat } from '../../../settings';

/**
 * The club's formatter (money, dates and times in the club's time zone) as the order screens
 * use it: `slot` is a pickup slot's time of day, with the date when it is not today.
 */
export function useOrderFormat() {
  const fmt = useClubFormat();
  return { ...fmt, slot: fmt.timeOrDateTime };
}
