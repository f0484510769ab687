import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../components/message-page';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      title={t('misc:notFound.title')}
      text={t('misc:notFound.text')}
      icon={<IconMapQuestion size={36} />}
    />
  );
}
