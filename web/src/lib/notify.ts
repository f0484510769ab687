import { notifications, notificationsStore, type NotificationData } from '@mantine/notifications';
import { ERROR_CODES, type ErrorCode } from '@club/contracts/core';
import i18n, { keyMap, type TKey } from './i18n';
import { isApiError } from './api';

/** The text of each problem code (the locales test checks every code has one). */
const ERROR_KEYS = keyMap('errors.', ERROR_CODES);
/** The texts that say when to try again. */
const RETRY_KEYS: Partial<Record<ErrorCode, TKey>> = {
  account_locked: 'errors.account_locked_retry',
  rate_limited: 'errors.rate_limited_retry',
};
const isErrorCode = (code: string): code is ErrorCode =>
  (ERROR_CODES as readonly string[]).includes(code);

/**
 * The text to show for a failed request. SPEC.md §8: failures show the server's error text;
 * the server writes English, so English shows it as is and other languages show the
 * locale's text for the problem code (else the server's text).
 */
export function errorText(error: unknown): string {
  if (isApiError(error)) {
    const { code, detail, retryAfter } = error.problem;
    const lang = i18n.resolvedLanguage ?? i18n.language;
    if (lang === 'en' && detail && code !== 'network_error') return detail;
    if (isErrorCode(code)) {
      const minutes = retryAfter ? Math.max(1, Math.ceil(retryAfter / 60)) : undefined;
      const retry = RETRY_KEYS[code];
      if (minutes && retry) return i18n.t(retry, { minutes });
      return i18n.t(ERROR_KEYS[code]);
    }
    return detail || i18n.t('errors.unknown');
  }
  if (error instanceof Error && error.message) return error.message;
  return i18n.t('errors.unknown');
}

/** Toast limit (SPEC.md §9: toasts show the newest first). */
export const TOAST_LIMIT = 5;

let counter = 0;

/** Shows a toast at the top of the stack (newest first); older ones beyond the limit drop off. */
export function showToast(data: NotificationData): string {
  const id = data.id ?? `toast-${Date.now()}-${++counter}`;
  notifications.updateState(notificationsStore, (list) =>
    [
      { closeButtonProps: { 'aria-label': i18n.t('common.closeToast') }, ...data, id },
      ...list.filter((n) => n.id !== id),
    ].slice(0, TOAST_LIMIT),
  );
  return id;
}

export function notifyError(error: unknown): void {
  showToast({
    color: 'red',
    title: i18n.t('common.error'),
    message: errorText(error),
    withCloseButton: true,
  });
}

export function notifySuccess(message: string): void {
  showToast({ color: 'green', title: i18n.t('common.success'), message, withCloseButton: true });
}

/**
 * A success message from the server: English shows the server's own text; other languages
 * show the locale's text for `key` (SPEC.md §8 texts are translated by key).
 */
export function successText(key: TKey, serverMessage: string | undefined): string {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  if (lang === 'en' && serverMessage) return serverMessage;
  // A key of the whole space: t's overloads over every key are too many for the compiler to
  // compare here (TS2859), so it is called through its plain (string) form.
  const t = i18n.t as unknown as (k: string) => string;
  return i18n.exists(key as string) ? String(t(key)) : (serverMessage ?? '');
}
