import { pagePath } from '@club/contracts/core';
import {
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconLogin2, IconUserPlus } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../auth';
import { UpcomingEventsTeaser } from '../../events';
import { useClubSettings } from '../../settings';
import { usePage } from '../api/get-page';
import { useSiteImages } from '../api/get-site-images';
import { BannerCarousel } from '../components/banner-carousel';
import { ContentImage } from '../components/content-image';
import { Deferred } from '../components/deferred';
import { FacilityCards } from '../components/facility-cards';
import { TimingsTable } from '../components/page-view';
import { RichHtml } from '../components/rich-html';
import { useSeo } from '../components/use-seo';
import { PATHS } from '../../../app/paths';

/** /home: banners, the club's story, facilities, the week's fixtures and the gallery. */
export default function HomePage() {
  const { t } = useTranslation();
  const settings = useClubSettings().data;
  const club = settings?.clubName ?? t('app.defaultName');
  const signedIn = useCurrentUser() !== null;
  const home = usePage('home').data;
  const events = usePage('events').data;
  const banners = useSiteImages('banner');
  const gallery = useSiteImages('gallery').data ?? [];
  useSeo({
    title: t('content:homePage.title'),
    description: home?.summary,
    image: banners.data?.[0]?.url,
  });

  // Rendered in a transition once everything is there: React yields while it renders.
  const ready = useDeferredValue(Boolean(home && events && !banners.isPending));
  if (!ready || !home || !events) {
    return (
      <Stack gap={48} aria-busy="true">
        <Skeleton style={{ aspectRatio: '1600 / 640' }} mih={220} radius="md" />
        <Skeleton h={420} />
      </Stack>
    );
  }
  return (
    <Stack gap={48}>
      <BannerCarousel slides={banners.data ?? []} />

      <Grid gutter="xl" align="center">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Title order={1}>{t('content:homePage.welcome', { club })}</Title>
            <RichHtml html={home.bodyHtml} />
            <Group gap="sm">
              {signedIn ? (
                <Button component={Link} to={PATHS.dashboard}>
                  {t('content:account.dashboard')}
                </Button>
              ) : (
                <>
                  <Button
                    component={Link}
                    to={PATHS.login}
                    leftSection={<IconLogin2 size={18} aria-hidden />}
                  >
                    {t('content:homePage.signIn')}
                  </Button>
                  <Button
                    component={Link}
                    to={PATHS.register}
                    variant="outline"
                    leftSection={<IconUserPlus size={18} aria-hidden />}
                  >
                    {t('content:homePage.activate')}
                  </Button>
                </>
              )}
              <Button component={Link} to={pagePath('aboutus')} variant="subtle">
                {t('content:homePage.aboutLink')}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="md">
            {events ? (
              <TimingsTable
                timings={events.timings.slice(0, 5)}
                caption={t('content:home.fixtures')}
              />
            ) : (
              <Skeleton h={160} />
            )}
            <Anchor
              component={Link}
              to={pagePath('events')}
              size="sm"
              mt="sm"
              display="inline-block"
            >
              {t('content:home.allEvents')}
            </Anchor>
          </Card>
        </Grid.Col>
      </Grid>

      <UpcomingEventsTeaser />

      <Deferred minHeight={900}>
        <Stack gap="md">
          <Title order={2}>{t('content:home.facilities')}</Title>
          <FacilityCards />
        </Stack>
      </Deferred>

      {gallery.length > 0 && (
        <Deferred minHeight={600}>
          <Stack gap="md">
            <Title order={2}>{t('content:home.gallery')}</Title>
            <SimpleGrid
              cols={{ base: 2, md: 3 }}
              spacing="sm"
              component="ul"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {gallery.map((g) => (
                <li key={g.id}>
                  <figure style={{ margin: 0 }}>
                    {/* The caption below names the photo: the image itself needs no alt text. */}
                    <ContentImage url={g.url} alt="" width={600} height={400} />
                    <Text component="figcaption" size="sm" c="dimmed" mt={4}>
                      {g.caption || g.title}
                    </Text>
                  </figure>
                </li>
              ))}
            </SimpleGrid>
          </Stack>
        </Deferred>
      )}
    </Stack>
  );
}
