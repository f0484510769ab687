import { pagePath } from '@club/contracts/core';
import { Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEventAlbumLinks } from '../../../news';
import { usePublicEvents } from '../../api/get-public-events';
import { EventCard } from '../event-card';
import { isUpcoming } from '../labels';

/**
 * The public /Events page's list, from the events the office publishes: upcoming events (with
 * prices, places and the booking window) and past events with their highlights.
 */
export function PublicEvents() {
  const { t } = useTranslation();
  const { data, isPending } = usePublicEvents();
  const highlightsOf = useEventAlbumLinks('public');
  if (isPending) return <Skeleton h={200} />;
  const items = data?.items ?? [];
  const now = new Date();
  const upcoming = items.filter((e) => isUpcoming(e, now));
  const past = items.filter((e) => !isUpcoming(e, now)).reverse();
  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="upcoming-events-title">
        <Title order={2} size="h3" id="upcoming-events-title">
          {t('events:public.upcoming')}
        </Title>
        {upcoming.length === 0 ? (
          <Text c="dimmed">{t('events:public.noUpcoming')}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('events:public.membersBook')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="upcoming-events">
              {upcoming.map((e) => (
                <EventCard key={e.id} event={e} showBooking highlightsTo={highlightsOf(e.id)} />
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
      {past.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="past-events-title">
          <Title order={2} size="h3" id="past-events-title">
            {t('events:public.past')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="past-events">
            {past.map((e) => (
              <EventCard key={e.id} event={e} past highlightsTo={highlightsOf(e.id)} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}

/** The home page's teaser: the next three events, and a link to all of them. */
export function UpcomingEventsTeaser() {
  const { t } = useTranslation();
  const { data } = usePublicEvents();
  const now = new Date();
  const next = (data?.items ?? []).filter((e) => isUpcoming(e, now)).slice(0, 3);
  if (next.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-events-title">
      <Title order={2} id="home-events-title">
        {t('events:public.upcoming')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} data-testid="home-events">
        {next.map((e) => (
          <EventCard key={e.id} event={e} headingLevel={3} />
        ))}
      </SimpleGrid>
      <div>
        <Button component={Link} to={pagePath('events')} variant="light">
          {t('events:public.seeAll')}
        </Button>
      </div>
    </Stack>
  );
}
