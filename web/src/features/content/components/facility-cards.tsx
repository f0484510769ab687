import { Card, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePages } from '../api/get-pages';
import { pathOf } from '../site-map';
import { ContentImage } from './content-image';

/** A card per facility: photo, name and summary, linking to its page. */
export function FacilityCards({ headingOrder = 3 }: { headingOrder?: 2 | 3 }) {
  const { data, isPending } = usePages('facilities');
  if (isPending) return <Skeleton h={240} />;
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {(data ?? []).map((p) => (
        <li key={p.slug}>
          <Card
            component={Link}
            to={pathOf(p.slug)}
            withBorder
            padding="sm"
            h="100%"
            style={{ textDecoration: 'none' }}
          >
            {p.photos[0] && (
              <Card.Section>
                <ContentImage url={p.photos[0].url} alt="" radius={0} width={600} height={400} />
              </Card.Section>
            )}
            <Title order={headingOrder} size="h5" mt="sm">
              {p.title}
            </Title>
            <Text size="sm" c="dimmed" lineClamp={3}>
              {p.summary}
            </Text>
          </Card>
        </li>
      ))}
    </SimpleGrid>
  );
}
