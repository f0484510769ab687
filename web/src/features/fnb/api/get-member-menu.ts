import { FNB_OUTLETS, type Language, type MemberMenuHome } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { fnbKeys } from './keys';
import { MEMBER_PATHS, MENU_REFRESH_MS } from './member-paths';

/** The menu home, its categories' words in the reader's language. */
export function getMemberMenu(lang: Language): Promise<MemberMenuHome> {
  return api<MemberMenuHome>(MEMBER_PATHS.menu, { query: { lang } });
}

const outletRank = (code: string) => (FNB_OUTLETS as readonly string[]).indexOf(code);

/** The outlets in the club's order (Restaurant, then Bar), and their categories likewise. */
function inOutletOrder(menu: MemberMenuHome): MemberMenuHome {
  return {
    outlets: [...menu.outlets].sort((a, b) => outletRank(a.code) - outletRank(b.code)),
    // A stable sort: each outlet's categories keep the menu's order.
    categories: [...menu.categories].sort((a, b) => outletRank(a.outlet) - outletRank(b.outlet)),
  };
}

export const memberMenuQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: fnbKeys.memberMenu(lang),
    queryFn: () => getMemberMenu(lang),
    select: inOutletOrder,
    staleTime: 5_000,
    refetchInterval: MENU_REFRESH_MS,
    // The screens say in place that the menu did not load (no toast every 15 s).
    meta: { errorInPlace: true },
  });

/** The outlets (today's hours, open or paused) and the categories on the menu, kept fresh. */
export function useMemberMenu() {
  return useQuery(memberMenuQueryOptions(useLanguage()));
}
