import { isApiError } from '../../../../lib/api';
import i18n from '../../../../lib/i18n';
import { notifyError, showToast } from '../../../../lib/notify';

/**
 * The one toast of a refused delete: the server says why in English (409 `conflict`); another
 * language shows the screen's own text of the same reason. Any other failure: the usual toast.
 * The delete mutation declares `errorInPlace`, so the global handler does not toast it too.
 */
export function notifyDeleteRefused(error: unknown, reason: string): void {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  if (isApiError(error) && error.status === 409 && lang !== 'en') {
    showToast({
      color: 'red',
      title: i18n.t('common.error'),
      message: reason,
      withCloseButton: true,
    });
  } else {
    notifyError(error);
  }
}
