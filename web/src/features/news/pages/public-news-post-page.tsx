import { useParams } from 'react-router';
import { PATHS } from '../../../app/paths';
import { useSeo } from '../../content';
import { useNewsPost } from '../api/read';
import { NewsArticleView } from '../components/news-article';

/** /news/:slug: one published public post, drawn by the server (news-page-head.ts). */
export default function PublicNewsPostPage() {
  const { slug = '' } = useParams();
  const query = useNewsPost('public', slug.toLowerCase());
  const post = query.data;
  useSeo({ title: post?.title, description: post?.summary, image: post?.coverUrl ?? undefined });
  return <NewsArticleView query={query} backTo={PATHS.news} />;
}
