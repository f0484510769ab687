import {
  Alert,
  Card,
  Grid,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { ContentPage, PageSlug } from '@club/contracts';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePage } from '../api/get-page';
import { ContentImage } from './content-image';
import { Deferred } from './deferred';
import { PageBody, useLiveText, type LiveBlocks } from './live-blocks';
import { PageCtaButton } from './page-cta';
import { useSeo } from './use-seo';
import { PAGE_TITLE_KEYS } from '../site-map';

export function TimingsTable({
  timings,
  caption,
}: {
  timings: ContentPage['timings'];
  caption: string;
}) {
  return (
    <Table withRowBorders verticalSpacing={6} layout="fixed">
      <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 700, paddingBottom: 6 }}>
        {caption}
      </caption>
      <Table.Tbody>
        {timings.map((x, i) => (
          <Table.Tr key={i}>
            <Table.Th scope="row" fw={500} w="45%">
              {x.label}
            </Table.Th>
            <Table.Td>{x.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * A public page from its content: title, summary, photo, text, timings, rules, more photos
 * and its call to action; `children` add the page's own parts (lists, forms).
 */
export function PageView({
  slug,
  children,
  timingsTitle,
  aside,
  blocks,
}: {
  slug: PageSlug;
  children?: ReactNode;
  timingsTitle?: string;
  aside?: ReactNode;
  /** The live blocks the page draws where its text places their tokens (live-blocks.tsx). */
  blocks?: LiveBlocks;
}) {
  const { t } = useTranslation();
  const live = useLiveText();
  const query = usePage(slug);
  const { isError } = query;
  // The page renders in a transition when its content arrives: React yields while it renders.
  const page = useDeferredValue(query.data);
  const isPending = !page;
  useSeo({
    title: page?.title ?? t(PAGE_TITLE_KEYS[slug]),
    description: page?.summary,
    image: page?.photos[0]?.url,
  });

  if (isError) return <Alert color="red">{t('content:loadError')}</Alert>;
  if (isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={40} w="50%" />
        <Skeleton h={20} />
        <Skeleton h={260} />
      </Stack>
    );
  }
  const [hero, ...more] = page.photos;
  const hasSide = page.timings.length > 0 || page.rules.length > 0 || aside;
  return (
    <Stack gap="xl">
      <Stack gap="xs" maw={860}>
        <Title order={1}>{page.title}</Title>
        <Text size="lg" c="dimmed">
          {page.summary}
        </Text>
      </Stack>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: hasSide ? 7 : 12 }}>
          <Stack gap="lg">
            {hero && <ContentImage url={hero.url} alt={hero.alt} eager />}
            {page.bodyHtml && <PageBody html={page.bodyHtml} blocks={blocks} />}
            {page.cta && <PageCtaButton cta={page.cta} slug={slug} />}
          </Stack>
        </Grid.Col>
        {hasSide && (
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              {page.timings.length > 0 && (
                <Card withBorder padding="md">
                  <TimingsTable
                    timings={page.timings.map((x) => ({ ...x, value: live(x.value) }))}
                    caption={timingsTitle ?? t('content:timings')}
                  />
                </Card>
              )}
              {page.rules.length > 0 && (
                <Card withBorder padding="md">
                  <Title order={2} size="h4" mb="xs">
                    {t('content:rules')}
                  </Title>
                  <List spacing={6} size="sm">
                    {page.rules.map((r, i) => (
                      <List.Item key={i}>{live(r)}</List.Item>
                    ))}
                  </List>
                </Card>
              )}
              {aside}
            </Stack>
          </Grid.Col>
        )}
      </Grid>
      {more.length > 0 && (
        <Deferred minHeight={300}>
          <Stack gap="sm">
            <Title order={2} size="h3">
              {t('content:photos')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {more.map((p) => (
                <ContentImage key={p.url} url={p.url} alt={p.alt} />
              ))}
            </SimpleGrid>
          </Stack>
        </Deferred>
      )}
      {children}
    </Stack>
  );
}
