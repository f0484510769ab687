import {
  Anchor,
  Card,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAffiliatedClubs } from '../api/get-affiliated';
import { ContentImage } from '../components/content-image';
import { PageView } from '../components/page-view';

export default function AffiliatedPage() {
  const { t } = useTranslation();
  const { data, isPending } = useAffiliatedClubs();
  return (
    <PageView slug="affiliated">
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('content:affiliated.heading')}
        </Title>
        {isPending ? (
          <Skeleton h={160} />
        ) : !data?.length ? (
          <Text c="dimmed">{t('content:affiliated.empty')}</Text>
        ) : (
          <SimpleGrid
            cols={{ base: 1, sm: 2, md: 3 }}
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {data.map((c) => (
              <Card component="li" key={c.id} withBorder padding="md">
                {c.photoUrl && (
                  <Card.Section mb="sm">
                    <ContentImage url={c.photoUrl} alt="" radius={0} width={600} height={400} />
                  </Card.Section>
                )}
                <Title order={3} size="h5">
                  {c.name}
                </Title>
                <Text size="sm" c="dimmed">
                  {c.city}, {c.country}
                </Text>
                {c.address && <Text size="sm">{c.address}</Text>}
                {c.phone && (
                  <Anchor size="sm" href={`tel:${c.phone.replace(/[^+0-9]/g, '')}`}>
                    {c.phone}
                  </Anchor>
                )}
                {c.email && (
                  <Anchor size="sm" href={`mailto:${c.email}`}>
                    {c.email}
                  </Anchor>
                )}
                {c.website && (
                  <Anchor size="sm" href={c.website} target="_blank" rel="noopener noreferrer">
                    {t('content:affiliated.website')}
                    <VisuallyHidden>{` ${c.name}`}</VisuallyHidden>
                  </Anchor>
                )}
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </PageView>
  );
}
