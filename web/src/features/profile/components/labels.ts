import type { ProfileChange, ProfileRequest } from '@club/contracts';
import {
  FAMILY_RELATIONS,
  PROFILE_REQUEST_KINDS,
  PROFILE_REQUEST_STATUSES,
} from '@club/contracts/core';
import { useTranslation } from 'react-i18next';
import { statusFamily } from '../../../components/status-badge';
import { keyMap } from '../../../lib/i18n';
import { useClubFormat } from '../../settings';

/** The profile's words for its lists of values. */
export const KIND_KEYS = keyMap('profile:kind.', PROFILE_REQUEST_KINDS);
export const STATUS_KEYS = keyMap('profile:status.', PROFILE_REQUEST_STATUSES);
export const RELATION_KEYS = keyMap('members:relation.', FAMILY_RELATIONS);

/** A request's status as a badge. */
export const REQUEST_STATUS_FAMILY = statusFamily({
  colors: { Pending: 'yellow', Approved: 'green', Rejected: 'red', Withdrawn: 'gray' },
  keys: STATUS_KEYS,
});

const nameOf = (c: ProfileChange | null) =>
  c ? [c.title, c.firstName, c.lastName].filter(Boolean).join(' ') : '';

/**
 * What a request asks for, in the reader's language: the address or name from what it was to
 * what is asked, a dependent with their relation and date of birth.
 */
export function useChangeText(): (r: ProfileRequest) => string {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const empty = t('profile:change.empty');
  return (r) => {
    const c = r.change;
    switch (r.kind) {
      case 'address':
        return t('profile:change.fromTo', {
          from: r.before?.address || empty,
          to: c.address || empty,
        });
      case 'name':
        return t('profile:change.fromTo', { from: nameOf(r.before) || empty, to: nameOf(c) });
      case 'add_dependent':
      case 'remove_dependent': {
        const relation = c.relation ? t(RELATION_KEYS[c.relation]) : '';
        return c.dateOfBirth
          ? t('profile:change.dependentBorn', {
              name: c.name ?? '',
              relation,
              date: fmt.date(c.dateOfBirth),
            })
          : t('profile:change.dependent', { name: c.name ?? '', relation });
      }
    }
  };
}
