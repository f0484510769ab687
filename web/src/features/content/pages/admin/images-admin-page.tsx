import { siteImageRequest } from '@club/contracts';
import { useTranslation } from 'react-i18next';
import { useSiteImages } from '../../api/get-site-images';
import { CollectionAdmin, Thumb } from '../../components/collection-admin';

/** /admin/content/images: home banners and gallery photos. */
export default function ImagesAdminPage() {
  const { t } = useTranslation();
  const { data, isPending } = useSiteImages();
  const { t: l } = useTranslation('content', { keyPrefix: 'admin.images' });
  return (
    <CollectionAdmin
      title={l('title')}
      collection="images"
      schema={siteImageRequest}
      entries={data}
      loading={isPending}
      describe={(e) => String(e.title)}
      empty={{ kind: 'gallery', url: '', title: '', caption: '', sort: 0 }}
      fields={[
        {
          name: 'kind',
          label: l('kind'),
          kind: 'select',
          options: [
            { value: 'banner', label: l('banner') },
            { value: 'gallery', label: l('gallery') },
          ],
        },
        { name: 'url', label: t('content:admin.photo'), kind: 'image', area: 'gallery' },
        { name: 'title', label: l('heading'), kind: 'text', required: true },
        { name: 'caption', label: l('caption'), kind: 'text' },
        { name: 'sort', label: t('content:admin.sort'), kind: 'number' },
      ]}
      columns={[
        { label: t('content:admin.photo'), render: (e) => <Thumb url={e.url as string} /> },
        { label: l('kind'), render: (e) => (e.kind === 'banner' ? l('banner') : l('gallery')) },
        { label: l('heading'), render: (e) => String(e.title) },
        { label: t('content:admin.sort'), render: (e) => String(e.sort) },
      ]}
    />
  );
}
