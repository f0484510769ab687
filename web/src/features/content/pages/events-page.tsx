import { useTranslation } from 'react-i18next';
import { PublicEvents } from '../../events';
import { PageView } from '../components/page-view';

/**
 * /Events: the page's own text and regular fixtures (edited like any page), and the events
 * the office publishes: upcoming ones with prices, places and booking window, and past ones
 * with their highlights (from the events module).
 */
export default function EventsPage() {
  const { t } = useTranslation();
  return (
    <PageView slug="events" timingsTitle={t('content:events.fixtures')}>
      <PublicEvents />
    </PageView>
  );
}
