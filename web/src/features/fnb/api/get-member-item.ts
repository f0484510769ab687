import type { Language, MemberMenuItem } from '@club/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLanguage } from '../../../lib/use-language';
import { fnbKeys } from './keys';
import { MEMBER_PATHS, MENU_REFRESH_MS } from './member-paths';

/** One item, its words in the reader's language. */
export function getMemberItem(id: number, lang: Language): Promise<MemberMenuItem> {
  return api<MemberMenuItem>(`${MEMBER_PATHS.items}/${id}`, { query: { lang } });
}

export const memberItemQueryOptions = (id: number, lang: Language) =>
  queryOptions({
    queryKey: fnbKeys.memberItem(id, lang),
    queryFn: () => getMemberItem(id, lang),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 5_000,
    refetchInterval: MENU_REFRESH_MS,
    meta: { errorInPlace: true },
  });

/** One menu item (an inactive one too, saying so), kept fresh. */
export function useMemberItem(id: number) {
  return useQuery(memberItemQueryOptions(id, useLanguage()));
}
