import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../components/message-page';

export default function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      title={t('unauthorized.title')}
      text={t('unauthorized.text')}
      icon={<IconLock size={36} />}
    />
  );
}
