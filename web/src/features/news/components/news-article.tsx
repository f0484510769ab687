import type { NewsArticle } from '@club/contracts';
import { Anchor, Badge, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/query-states';
import { isApiError } from '../../../lib/api';
import { imageSrc, RichHtml } from '../../content';
import { useClubFormat } from '../../settings';

/**
 * One post read whole: the way back to the list, its title, date and author, cover and text
 * (sanitised by the server). A post not published to this reader says so in place.
 */
export function NewsArticleView({
  query,
  backTo,
}: {
  query: { data?: NewsArticle; error: unknown; isPending: boolean; refetch: () => unknown };
  backTo: string;
}) {
  const { t } = useTranslation();
  const fmt = useClubFormat();
  const post = query.data;
  const back = (
    <Anchor component={Link} to={backTo} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('news:back')}
      </Group>
    </Anchor>
  );
  if (!post) {
    return (
      <Stack gap="md">
        {back}
        {query.error ? (
          isApiError(query.error) && query.error.status === 404 ? (
            <Text role="status">{t('news:notFound')}</Text>
          ) : (
            <LoadFailed error={query.error} title={t('news:loadError')} onRetry={query.refetch} />
          )
        ) : (
          <Text aria-busy="true">{t('news:loading')}</Text>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="md" component="article" maw={860} lang={post.language}>
      {back}
      <Stack gap={4}>
        <Title order={1}>{post.title}</Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('news:publishedOn', { date: fmt.date(post.publishedAt) })}
            {post.authorName ? ` ${t('news:by', { name: post.authorName })}` : ''}
          </Text>
          {post.audience === 'members' && (
            <Badge variant="outline" color="gray">
              {t('news:membersOnly')}
            </Badge>
          )}
        </Group>
        {post.summary && (
          <Text size="lg" c="dimmed">
            {post.summary}
          </Text>
        )}
      </Stack>
      {post.coverUrl && (
        <Image src={imageSrc(post.coverUrl)} alt="" radius="md" mah={420} fit="cover" />
      )}
      <RichHtml html={post.bodyHtml} />
    </Stack>
  );
}
