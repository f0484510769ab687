import { PageView } from '../components/page-view';

/** /aboutus: the club's story (content staff edit). */
export default function AboutUsPage() {
  return <PageView slug="aboutus" />;
}
