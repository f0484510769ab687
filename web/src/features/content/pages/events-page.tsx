import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageView } from '../components/page-view';

/**
 * /Events: the club's regular fixtures (the page's timings, edited like any page). When the
 * events module publishes events, its upcoming list belongs here.
 */
export default function EventsPage() {
  const { t } = useTranslation();
  return (
    <PageView slug="events" timingsTitle={t('content:events.fixtures')}>
      <Text c="dimmed">{t('content:events.note')}</Text>
    </PageView>
  );
}
