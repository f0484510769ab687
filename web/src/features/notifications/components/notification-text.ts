import type { Notification } from '@club/contracts';
import { NOTIFICATION_KINDS, PROFILE_REQUEST_KINDS } from '@club/contracts/core';
import { useTranslation } from 'react-i18next';
import { keyMap } from '../../../lib/i18n';
import { useClubFormat } from '../../settings';

const STATUS_WORDS = [
  'pending_payment',
  'ordered',
  'requested',
  'booked',
  'confirmed',
  'preparing',
  'in_transit',
  'ready_for_pickup',
  'delivered',
  'completed',
  'checked_in',
  'checked_out',
  'no_show',
  'cancelled',
  'rejected',
  'changed',
] as const;
type StatusWord = (typeof STATUS_WORDS)[number];
const STATUS_KEYS = keyMap('notifications:status.', STATUS_WORDS);

/** The kinds' names (the choices' rows, a broadcast without a title). */
export const NOTIFICATION_KIND_KEYS = keyMap('notifications:kind.', NOTIFICATION_KINDS);

/** What a profile request asked for (its kind), in the audit's words. */
const PROFILE_KIND_KEYS = keyMap('audit:values.profileKind.', PROFILE_REQUEST_KINDS);
const isProfileKind = (k: string): k is (typeof PROFILE_REQUEST_KINDS)[number] =>
  (PROFILE_REQUEST_KINDS as readonly string[]).includes(k);

const str = (v: string | number | null | undefined): string =>
  v === null || v === undefined ? '' : String(v);

/**
 * A notification's text in the reader's language: by its kind from its params (names in the
 * reader's language when the server wrote them: `event_es`), a broadcast by its own title.
 */
export function useNotificationText(): (n: Notification) => string {
  const { t, i18n } = useTranslation();
  const f = useClubFormat();
  const lang = (i18n.resolvedLanguage ?? 'en').slice(0, 2);
  return (n) => {
    const p = n.params;
    const named = (name: string) => str(p[`${name}_${lang}`] ?? p[name]);
    const status = () => {
      const s = str(p.status);
      return (STATUS_WORDS as readonly string[]).includes(s) ? t(STATUS_KEYS[s as StatusWord]) : s;
    };
    const date = (v: unknown) => (typeof v === 'string' && v ? f.date(v) : '');
    switch (n.kind) {
      case 'order_status':
        return t('notifications:text.order_status', { order: str(p.order), status: status() });
      case 'stay':
        return t('notifications:text.stay', { date: date(p.checkIn), status: status() });
      case 'hall_booking':
        return t('notifications:text.hall_booking', { date: date(p.date), status: status() });
      case 'event_booking':
        if (p.news === 'event_cancelled')
          return t('notifications:text.eventCancelled', { event: named('event') });
        if (p.news === 'table_replied')
          return t('notifications:text.tableReplied', { event: named('event') });
        return t('notifications:text.event_booking', { event: named('event'), status: status() });
      case 'waitlist_offer':
        return t('notifications:text.waitlist_offer', {
          event: named('event'),
          until: typeof p.expiresAt === 'string' ? f.dateTime(p.expiresAt) : '',
        });
      case 'feedback_reply':
        return t('notifications:text.feedback_reply', { subject: str(p.subject) });
      case 'payment':
        return n.title || t('notifications:text.payment');
      case 'broadcast':
        return n.title || t('notifications:text.broadcast');
      case 'chat_reply':
        return t('notifications:text.chat_reply', { text: str(p.text) });
      case 'profile_request': {
        const kind = str(p.change);
        const change = isProfileKind(kind) ? t(PROFILE_KIND_KEYS[kind]) : kind;
        return p.status === 'Rejected'
          ? t('notifications:text.profile_request_rejected', { change, reason: str(p.reason) })
          : t('notifications:text.profile_request', { change });
      }
      case 'data_export':
        return p.status === 'failed'
          ? t('notifications:text.data_export_failed')
          : t('notifications:text.data_export', {
              until: typeof p.expiresAt === 'string' ? f.dateTime(p.expiresAt) : '',
            });
    }
  };
}
