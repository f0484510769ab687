import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../components/message-page';

export default function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      title={t('misc:unauthorized.title')}
      text={t('misc:unauthorized.text')}
      icon={<IconLock size={36} />}
    />
  );
}
