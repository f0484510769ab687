import { Anchor } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PAYMENTS_API } from '@club/contracts/core';

/** A completed payment's receipt (PDF, in the reader's language): the member's, or any for the office. */
export function ReceiptLink({ id, forStaff = false }: { id: number; forStaff?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  return (
    <Anchor
      size="xs"
      href={`${forStaff ? PAYMENTS_API.admin : PAYMENTS_API.mine}/${id}/receipt.pdf?lang=${lang}`}
      download
      aria-label={t('payments:receiptFor', { id })}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      <IconFileDownload size={14} aria-hidden />
      {t('payments:receipt')}
    </Anchor>
  );
}
