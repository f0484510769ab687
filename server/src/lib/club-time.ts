export {
  clubInstant,
  clubMoment,
  zonedInstant,
  zonedParts,
  type ClubMoment,
} from '@club/contracts/core';

/** The financial year a club date falls in, '2026-27', for a year starting in `startMonth`. */
export function financialYear(date: string, startMonth: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const first = month >= startMonth ? year : year - 1;
  return startMonth === 1
    ? String(first)
    : `${first}-${String((first + 1) % 100).padStart(2, '0')}`;
}
