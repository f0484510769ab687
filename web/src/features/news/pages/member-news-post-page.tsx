import { useParams } from 'react-router';
import { PATHS } from '../../../app/paths';
import { usePageTitle } from '../../settings';
import { useNewsPost } from '../api/read';
import { NewsArticleView } from '../components/news-article';

/** /member/news/:slug: one published post, public or for members. */
export default function MemberNewsPostPage() {
  const { slug = '' } = useParams();
  const query = useNewsPost('member', slug.toLowerCase());
  usePageTitle(query.data?.title);
  return <NewsArticleView query={query} backTo={PATHS.memberNews} />;
}
