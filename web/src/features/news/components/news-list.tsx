import type { NewsCardPage } from '@club/contracts';
import { Anchor, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Pager } from '../../../components/pager';
import { QueryStates, type QueryLike } from '../../../components/query-states';
import { imageSrc } from '../../content';
import { useClubFormat } from '../../settings';

/**
 * The published posts as cards, newest first (the public site's /news, the members' Club
 * News): each card's title links to its post, with its date, summary and cover; the pages under
 * them.
 */
export function NewsList({
  query,
  postPath,
  onPage,
}: {
  query: QueryLike & { data?: NewsCardPage; isPlaceholderData?: boolean };
  postPath: (slug: string) => string;
  onPage: (pageIndex: number) => void;
}) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const page = query.data;
  return (
    <QueryStates
      query={query}
      errorTitle={t('news:loadError')}
      loadingLabel={t('news:loading')}
      isEmpty={page?.total === 0}
      empty={<EmptyState icon={<IconNews size={22} aria-hidden />} title={t('news:empty')} />}
    >
      <Stack gap="md">
        <Stack
          component="ul"
          gap="md"
          p={0}
          m={0}
          aria-label={t('news:title')}
          aria-busy={query.isPlaceholderData === true}
        >
          {page?.items.map((post) => (
            <Card
              component="li"
              key={post.slug}
              withBorder
              padding="md"
              style={{ listStyle: 'none' }}
              aria-labelledby={`news-${post.slug}`}
              data-testid="news-card"
            >
              <Group align="flex-start" wrap="wrap" gap="md">
                {post.coverUrl && (
                  <Image
                    src={imageSrc(post.coverUrl)}
                    alt=""
                    w={{ base: '100%', sm: 200 }}
                    h={130}
                    fit="cover"
                    radius="sm"
                    loading="lazy"
                  />
                )}
                <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
                  <Title order={2} size="h3" id={`news-${post.slug}`}>
                    <Anchor component={Link} to={postPath(post.slug)} inherit>
                      {post.title}
                    </Anchor>
                  </Title>
                  <Group gap="xs">
                    <Text size="sm" c="dimmed">
                      {t('news:publishedOn', { date: fmt.date(post.publishedAt) })}
                    </Text>
                    {post.audience === 'members' && (
                      <Badge variant="outline" color="gray">
                        {t('news:membersOnly')}
                      </Badge>
                    )}
                  </Group>
                  {post.summary && <Text>{post.summary}</Text>}
                </Stack>
              </Group>
            </Card>
          ))}
        </Stack>
        {page && (
          <Pager
            aria-label={t('news:pages')}
            pageCount={page.pageCount}
            pageIndex={page.pageIndex}
            onPageIndexChange={onPage}
          />
        )}
      </Stack>
    </QueryStates>
  );
}
