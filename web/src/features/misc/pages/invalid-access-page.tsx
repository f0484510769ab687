import { Button } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../auth';
import { MessagePage } from '../components/message-page';
import { PATHS } from '../../../app/paths';

export default function InvalidAccessPage() {
  const { t } = useTranslation();
  const signedIn = useCurrentUser() !== null;
  return (
    <MessagePage
      title={t('misc:invalidAccess.title')}
      text={t('misc:invalidAccess.text')}
      icon={<IconUserCheck size={36} />}
      actions={
        signedIn ? (
          <Button component={Link} to={PATHS.dashboard}>
            {t('misc:invalidAccess.dashboard')}
          </Button>
        ) : undefined
      }
    />
  );
}
