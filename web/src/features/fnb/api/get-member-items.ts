import type { Language, MemberMenuItem } from '@club/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { fnbKeys, type MenuFilter } from './keys';
import { MEMBER_PATHS, MENU_REFRESH_MS } from './member-paths';

/** The menu's items matching `q`, their words in the reader's language. */
export function getMemberItems(
  q: MenuFilter,
  lang: Language,
): Promise<{ items: MemberMenuItem[] }> {
  return api<{ items: MemberMenuItem[] }>(MEMBER_PATHS.items, {
    query: { ...q, lang },
  });
}

export const memberItemsQueryOptions = (q: MenuFilter, lang: Language, enabled = true) =>
  queryOptions({
    queryKey: fnbKeys.memberItems(q, lang),
    queryFn: () => getMemberItems(q, lang),
    enabled,
    staleTime: 5_000,
    refetchInterval: MENU_REFRESH_MS,
    placeholderData: keepPreviousData,
    meta: { errorInPlace: true },
  });

/** The menu's items matching the filters, each saying whether it can be added now. */
export function useMemberItems(q: MenuFilter, enabled = true) {
  return useQuery(memberItemsQueryOptions(q, useLanguage(), enabled));
}
